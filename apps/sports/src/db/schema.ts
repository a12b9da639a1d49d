import type { Generated } from 'kysely';

/** Table types of sports.db (snake_case columns, camelCase through CamelCasePlugin). */
export interface BulletinsTable {
  id: Generated<number>;
  /** `bulletinKind` of the contract: 1 platform, 2 match, 3 maintenance. */
  kind: number;
  sportId: number | null;
  /** 1 when listTop shows it. */
  pinned: number;
  publishedAt: number;
  /** JSON `{ "zh-cn", en, vi, th }`. */
  title: string;
  content: string;
  createdAt: number;
}

/** One version of a finished match's result; a correction is a new row with the next version. */
export interface MatchResultsTable {
  id: Generated<number>;
  matchId: number;
  version: number;
  sportId: number;
  leagueId: number;
  kickoff: number;
  /** JSON `nsg`: final and per-period scores. */
  scores: string;
  /** Why a corrected version was stored; null on the first. */
  reason: string | null;
  recordedAt: number;
}

export interface MerchantTable {
  id: string;
  name: string;
  /** JSON array of sport ids. */
  enabledSports: string;
  updatedAt: number;
}

export interface SportsDatabaseSchema {
  sportsBulletins: BulletinsTable;
  sportsMatchResults: MatchResultsTable;
  sportsMerchant: MerchantTable;
}
