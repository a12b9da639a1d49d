import type { MemberInfo } from '@matchday/contract/client';
import {
  anyValue,
  finiteNumber,
  listOf,
  nullable,
  objectOf,
  oneOf,
  recordOf,
  text,
  type StoredShape,
} from './stored-shape';

type Area = 'local' | 'session';
interface KeySpec<T> {
  /** The key in web storage. */
  name: string;
  schema: StoredShape<T>;
  default: T;
  area: Area;
  /** Bump when the stored shape changes; an older value falls back to the default. */
  version: number;
}
const key = <T>(spec: KeySpec<T>) => spec;

const role = oneOf('member', 'anchor', 'admin');
/** The stored user info: its identity is checked, the rest refreshes from /api/member/get. */
const storedMemberInfo = objectOf(
  { id: finiteNumber, userName: text(), role },
  { keepOthers: true },
) as unknown as StoredShape<MemberInfo>;
const ids = listOf(finiteNumber);
/** One bet-slip selection as shared/bet-slip keeps it; `li` null on markets without a line. */
const slipSelection = objectOf({
  key: text(64),
  matchId: finiteNumber,
  marketId: finiteNumber,
  optionType: finiteNumber,
  od: finiteNumber,
  optionName: text(200),
  optionShort: text(200),
  marketName: text(200),
  league: text(200),
  home: text(200),
  away: text(200),
  kickoff: nullable(finiteNumber),
  li: nullable(text(32)),
  sid: finiteNumber,
  ss: oneOf(1, 0, -1),
  au: oneOf(0, 1),
});

/** The pick (`${marketId}_${optionType}`) of an anchor's recommended bet, and when it was opened (ms). */
const pendingPushOrder = objectOf({
  pushOrderId: finiteNumber,
  streamId: finiteNumber,
  marketId: finiteNumber,
  optionType: finiteNumber,
  at: finiteNumber,
});

/**
 * Every browser-storage key of spec §3, with its check and default (house rule 5). The checks are
 * hand-written (stored-shape.ts) so the first route carries no schema library. The session token is
 * the exception: never in web storage (see `legacyToken` and apps/web/README.md "Session").
 */
export const storageKeys = {
  /**
   * Where the session token was kept before issue 17 #9 (now the session rides in an httpOnly cookie and
   * the access token stays in memory): read once at boot to ask that user to log in again, then removed.
   */
  legacyToken: key({ name: 'md.token', schema: nullable(text()), default: null, area: 'local', version: 1 }),
  sportsConfig: key({
    name: 'md.sportsConfig',
    schema: nullable(objectOf({ baseUrl: text(), token: text(), pushUrl: text() })),
    default: null,
    area: 'local',
    version: 1,
  }),
  userInfo: key({ name: 'md.userInfo', schema: nullable(storedMemberInfo), default: null, area: 'local', version: 1 }),
  followList: key({ name: 'md.followList', schema: ids, default: [], area: 'local', version: 1 }),
  userRole: key({ name: 'md.userRole', schema: nullable(role), default: null, area: 'local', version: 1 }),
  collectIds: key({ name: 'md.collectIds', schema: ids, default: [], area: 'local', version: 1 }),
  inviteCode: key({ name: 'md.inviteCode', schema: nullable(text(32)), default: null, area: 'session', version: 1 }),
  referCode: key({ name: 'md.referCode', schema: nullable(text(32)), default: null, area: 'session', version: 1 }),
  language: key({
    name: 'md.language',
    schema: nullable(oneOf('zh-cn', 'en', 'vi', 'th')),
    default: null,
    area: 'local',
    version: 1,
  }),
  settings: key({
    name: 'md.settings',
    schema: objectOf({ oddsFormat: oneOf(1, 2), oddsChange: oneOf(0, 1, 2) }),
    default: { oddsFormat: 1, oddsChange: 1 } as { oddsFormat: 1 | 2; oddsChange: 0 | 1 | 2 },
    area: 'local',
    version: 1,
  }),
  withdrawInfo: key({
    name: 'md.withdrawInfo',
    schema: nullable(recordOf(anyValue)),
    default: null,
    area: 'local',
    version: 1,
  }),
  deviceId: key({ name: 'md.deviceId', schema: nullable(text(64)), default: null, area: 'local', version: 1 }),
  /** A recommended bet the member opened in the slip, until a single on it is accepted and followed (or it lapses). */
  pendingPushOrder: key({
    name: 'md.pendingPushOrder',
    schema: nullable(pendingPushOrder),
    default: null,
    area: 'local',
    version: 2,
  }),
  popupAds: key({
    name: 'md.popupAds',
    schema: recordOf(
      objectOf({ date: text(), list: listOf((v, p) => (typeof v === 'string' ? v : finiteNumber(v, p))) }),
    ),
    default: {},
    area: 'local',
    version: 1,
  }),
  theme: key({
    name: 'md.theme',
    schema: oneOf('dark', 'light'),
    default: 'dark' as 'dark' | 'light',
    area: 'local',
    version: 1,
  }),
  followedMatches: key({ name: 'md.followedMatches', schema: recordOf(ids), default: {}, area: 'local', version: 1 }),
  /** The bet slip (issue 6), so a reload keeps it; `owner` is the member it belongs to. */
  betSlip: key({
    name: 'md.betSlip',
    schema: objectOf({ owner: nullable(finiteNumber), selections: listOf(slipSelection) }),
    default: { owner: null, selections: [] } as {
      owner: number | null;
      selections: Array<ReturnType<typeof slipSelection>>;
    },
    area: 'local',
    version: 1,
  }),
};

export type StorageKey = keyof typeof storageKeys;
export type StoredValue<K extends StorageKey> = (typeof storageKeys)[K]['default'];
