import { orderStatus } from '@matchday/contract';
import type { SportsDatabase } from '../db/database.js';
import { OUTRIGHT_IDS } from '../schedule/outrights.js';
import { endOfResult, storedResultOf, type StoredResult } from './result.repository.js';

export interface DeskFilter {
  /** Kick-off at or after this (the kept days). */
  from: number;
  sportId?: number | undefined;
  matchId?: number | undefined;
  offset: number;
  limit: number;
}

/** Ids per IN list; SQLite allows 32,766 variables, PostgreSQL 65,535. */
const CHUNK = 500;

/** The results desk's reads of sports.db: latest versions by page, and the bet legs standing on matches. */
export function createResultsDeskRepository(db: SportsDatabase) {
  return {
    /** The latest version of each match's result (outrights left out), newest kick-off first, and how many there are. */
    async page(f: DeskFilter): Promise<{ rows: StoredResult[]; total: number }> {
      let q = db
        .selectFrom('sportsMatchResults as r')
        .where('r.kickoff', '>=', f.from)
        .where((eb) => eb.or([eb('r.matchId', '<', OUTRIGHT_IDS.from), eb('r.matchId', '>=', OUTRIGHT_IDS.to)]))
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('sportsMatchResults as later')
                .select('later.id')
                .whereRef('later.matchId', '=', 'r.matchId')
                .whereRef('later.version', '>', 'r.version'),
            ),
          ),
        );
      if (f.sportId !== undefined) q = q.where('r.sportId', '=', f.sportId);
      if (f.matchId !== undefined) q = q.where('r.matchId', '=', f.matchId);
      const rows = await q
        .selectAll('r')
        .orderBy('r.kickoff', 'desc')
        .orderBy('r.matchId', 'desc')
        .offset(f.offset)
        .limit(f.limit)
        .execute();
      const count = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return { rows: rows.map(storedResultOf), total: Number(count.n) };
    },

    /** The scores of each match's latest version that is not a void (what a voided match was played to). */
    async playedScores(matchIds: readonly number[]): Promise<Map<number, StoredResult['scores']>> {
      const played = new Map<number, StoredResult>();
      for (let i = 0; i < matchIds.length; i += CHUNK) {
        const rows = await db
          .selectFrom('sportsMatchResults')
          .selectAll()
          .where('matchId', 'in', matchIds.slice(i, i + CHUNK))
          .execute();
        for (const r of rows.map(storedResultOf)) {
          const seen = played.get(r.matchId);
          if (endOfResult(r) === 'finished' && (!seen || seen.version < r.version)) played.set(r.matchId, r);
        }
      }
      return new Map([...played].map(([id, r]) => [id, r.scores]));
    },

    /** Legs of bets not rejected or cancelled, per match: what settlement grades again after a change. */
    async standingLegs(matchIds: readonly number[]): Promise<Map<number, number>> {
      const out = new Map<number, number>();
      for (let i = 0; i < matchIds.length; i += CHUNK) {
        const rows = await db
          .selectFrom('sportsOrderLegs as l')
          .innerJoin('sportsOrders as o', 'o.id', 'l.orderId')
          .select(['l.matchId', (eb) => eb.fn.countAll().as('n')])
          .where('l.matchId', 'in', matchIds.slice(i, i + CHUNK))
          .where('o.status', 'not in', [orderStatus.rejected, orderStatus.cancelled])
          .groupBy('l.matchId')
          .execute();
        for (const r of rows) out.set(Number(r.matchId), Number(r.n));
      }
      return out;
    },
  };
}

export type ResultsDeskRepository = ReturnType<typeof createResultsDeskRepository>;
