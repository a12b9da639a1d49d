import type { MemberInfo } from '@matchday/contract/client';
import * as z from 'zod/mini';

type Area = 'local' | 'session';
interface KeySpec<T> {
  /** The key in web storage. */
  name: string;
  schema: z.ZodMiniType<T>;
  default: T;
  area: Area;
  /** Bump when the stored shape changes; an older value falls back to the default. */
  version: number;
}
const key = <T>(spec: KeySpec<T>) => spec;

const role = z.enum(['member', 'anchor', 'admin']);
/** The stored user info: its identity is checked, the rest refreshes from /api/member/get. */
const storedMemberInfo = z.looseObject({ id: z.number(), userName: z.string(), role }) as unknown as z.ZodMiniType<MemberInfo>;
const ids = z.array(z.number());

/**
 * Every browser-storage key of spec §3, with its schema and default (house rule 5). zod/mini
 * keeps the first route light; the contract's full schemas load with the forms that need them.
 */
export const storageKeys = {
  token: key({ name: 'md.token', schema: z.nullable(z.string()), default: null, area: 'local', version: 1 }),
  sportsConfig: key({ name: 'md.sportsConfig', schema: z.nullable(z.object({ baseUrl: z.string(), token: z.string() })), default: null, area: 'local', version: 1 }),
  userInfo: key({ name: 'md.userInfo', schema: z.nullable(storedMemberInfo), default: null, area: 'local', version: 1 }),
  followList: key({ name: 'md.followList', schema: ids, default: [], area: 'local', version: 1 }),
  userRole: key({ name: 'md.userRole', schema: z.nullable(role), default: null, area: 'local', version: 1 }),
  collectIds: key({ name: 'md.collectIds', schema: ids, default: [], area: 'local', version: 1 }),
  inviteCode: key({ name: 'md.inviteCode', schema: z.nullable(z.string().check(z.maxLength(32))), default: null, area: 'session', version: 1 }),
  referCode: key({ name: 'md.referCode', schema: z.nullable(z.string().check(z.maxLength(32))), default: null, area: 'session', version: 1 }),
  language: key({ name: 'md.language', schema: z.nullable(z.enum(['zh-cn', 'en', 'vi', 'th'])), default: null, area: 'local', version: 1 }),
  settings: key({
    name: 'md.settings',
    schema: z.object({ oddsFormat: z.union([z.literal(1), z.literal(2)]), oddsChange: z.union([z.literal(0), z.literal(1), z.literal(2)]) }),
    default: { oddsFormat: 1, oddsChange: 1 } as { oddsFormat: 1 | 2; oddsChange: 0 | 1 | 2 },
    area: 'local',
    version: 1,
  }),
  withdrawInfo: key({ name: 'md.withdrawInfo', schema: z.nullable(z.record(z.string(), z.unknown())), default: null, area: 'local', version: 1 }),
  deviceId: key({ name: 'md.deviceId', schema: z.nullable(z.string().check(z.maxLength(64))), default: null, area: 'local', version: 1 }),
  pendingPushOrder: key({ name: 'md.pendingPushOrder', schema: z.nullable(z.record(z.string(), z.unknown())), default: null, area: 'local', version: 1 }),
  popupAds: key({
    name: 'md.popupAds',
    schema: z.record(z.string(), z.object({ date: z.string(), list: z.array(z.union([z.string(), z.number()])) })),
    default: {},
    area: 'local',
    version: 1,
  }),
  theme: key({ name: 'md.theme', schema: z.enum(['dark', 'light']), default: 'dark' as 'dark' | 'light', area: 'local', version: 1 }),
  followedMatches: key({ name: 'md.followedMatches', schema: z.record(z.string(), ids), default: {}, area: 'local', version: 1 }),
};

export type StorageKey = keyof typeof storageKeys;
export type StoredValue<K extends StorageKey> = (typeof storageKeys)[K]['default'];
