import { memberInfo } from '@matchday/contract';
import { z } from 'zod';

type Area = 'local' | 'session';
interface KeySpec<S extends z.ZodType> {
  /** The key in web storage. */
  name: string;
  schema: S;
  default: z.infer<S>;
  area: Area;
  /** Bump when the stored shape changes; an older value falls back to the default. */
  version: number;
}
const key = <S extends z.ZodType>(spec: KeySpec<S>) => spec;

/** Every browser-storage key of spec §3, with its schema and default (house rule 5). */
export const storageKeys = {
  token: key({ name: 'md.token', schema: z.string().nullable(), default: null, area: 'local', version: 1 }),
  sportsConfig: key({ name: 'md.sportsConfig', schema: z.object({ baseUrl: z.string(), token: z.string() }).nullable(), default: null, area: 'local', version: 1 }),
  userInfo: key({ name: 'md.userInfo', schema: memberInfo.nullable(), default: null, area: 'local', version: 1 }),
  followList: key({ name: 'md.followList', schema: z.array(z.number().int()), default: [], area: 'local', version: 1 }),
  userRole: key({ name: 'md.userRole', schema: z.enum(['member', 'anchor', 'admin']).nullable(), default: null, area: 'local', version: 1 }),
  collectIds: key({ name: 'md.collectIds', schema: z.array(z.number().int()), default: [], area: 'local', version: 1 }),
  inviteCode: key({ name: 'md.inviteCode', schema: z.string().max(32).nullable(), default: null, area: 'session', version: 1 }),
  referCode: key({ name: 'md.referCode', schema: z.string().max(32).nullable(), default: null, area: 'session', version: 1 }),
  language: key({ name: 'md.language', schema: z.enum(['zh-cn', 'en', 'vi', 'th']).nullable(), default: null, area: 'local', version: 1 }),
  settings: key({
    name: 'md.settings',
    schema: z.object({ oddsFormat: z.union([z.literal(1), z.literal(2)]), oddsChange: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
    default: { oddsFormat: 1, oddsChange: 1 },
    area: 'local',
    version: 1,
  }),
  withdrawInfo: key({ name: 'md.withdrawInfo', schema: z.record(z.string(), z.unknown()).nullable(), default: null, area: 'local', version: 1 }),
  deviceId: key({ name: 'md.deviceId', schema: z.string().max(64).nullable(), default: null, area: 'local', version: 1 }),
  pendingPushOrder: key({ name: 'md.pendingPushOrder', schema: z.record(z.string(), z.unknown()).nullable(), default: null, area: 'local', version: 1 }),
  popupAds: key({
    name: 'md.popupAds',
    schema: z.record(z.string(), z.object({ date: z.string(), list: z.array(z.union([z.string(), z.number()])) })),
    default: {},
    area: 'local',
    version: 1,
  }),
  theme: key({ name: 'md.theme', schema: z.enum(['dark', 'light']), default: 'dark', area: 'local', version: 1 }),
  followedMatches: key({ name: 'md.followedMatches', schema: z.record(z.string(), z.array(z.number().int())), default: {}, area: 'local', version: 1 }),
} as const;

export type StorageKey = keyof typeof storageKeys;
export type StoredValue<K extends StorageKey> = z.infer<(typeof storageKeys)[K]['schema']>;
