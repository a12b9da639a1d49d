import type { ScoreEntry } from '@matchday/contract';
import { isUniqueViolation, parseJson } from '@matchday/database';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { SportsDatabase } from '../db/database.js';
import type { MatchResultsTable, SportsDatabaseSchema } from '../db/schema.js';
import { ResultVersionTaken } from '../errors.js';

export interface StoredResult {
  matchId: number;
  version: number;
  sportId: number;
  leagueId: number;
  kickoff: number;
  scores: ScoreEntry[];
  reason: string | null;
  /** An outright's champion; null on matches and called-off outrights. */
  winnerTeamId: number | null;
  recordedAt: number;
}

/** A finished match (its scores), or a closed outright (no scores, its champion). */
export type FinishedMatch = Pick<StoredResult, 'matchId' | 'sportId' | 'leagueId' | 'kickoff' | 'scores'> & {
  winnerTeamId?: number | null;
};

/** How a stored result says the match ended: a `reason` starting `cancelled:` or `abandoned:` calls it off. */
export function endOfResult(result: Pick<StoredResult, 'reason'>): 'finished' | 'cancelled' | 'abandoned' {
  if (result.reason?.startsWith('cancelled:')) return 'cancelled';
  if (result.reason?.startsWith('abandoned:')) return 'abandoned';
  return 'finished';
}

/** A `sports_match_results` row as a result (PostgreSQL answers bigints as strings). */
export function storedResultOf(r: Omit<Selectable<MatchResultsTable>, 'id'>): StoredResult {
  return {
    matchId: Number(r.matchId),
    version: r.version,
    sportId: r.sportId,
    leagueId: r.leagueId,
    kickoff: Number(r.kickoff),
    scores: parseJson<ScoreEntry[]>(r.scores, []),
    reason: r.reason,
    winnerTeamId: r.winnerTeamId === null ? null : Number(r.winnerTeamId),
    recordedAt: Number(r.recordedAt),
  };
}

/** Ids per IN list; SQLite allows 32,766 variables, PostgreSQL 65,535. */
const CHUNK = 500;

/** A match's latest stored version, read on the database or inside a transaction. */
const latestRow = (db: Kysely<SportsDatabaseSchema>, matchId: number) =>
  db
    .selectFrom('sportsMatchResults')
    .selectAll()
    .where('matchId', '=', matchId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();

/**
 * Results of finished matches in sports.db. The first record of a match is version 1 and is
 * written once (recording again changes nothing); a correction is stored as the next version,
 * and readers (results calls, settlement) take the latest version.
 */
export function createResultRepository(db: SportsDatabase) {
  const toResult = storedResultOf;

  /** Writes a match's next version; a twin change that took the same version first (PostgreSQL's unique index) is a `ResultVersionTaken`. */
  async function nextVersion(
    matchId: number,
    follows: number | undefined,
    write: (trx: Transaction<SportsDatabaseSchema>) => Promise<number>,
  ): Promise<number> {
    try {
      return await db.transaction().execute(write);
    } catch (err) {
      if (follows !== undefined && isUniqueViolation(err)) throw new ResultVersionTaken(matchId, follows);
      throw err;
    }
  }

  /** Keeps the highest version of each match. */
  function latestOf(rows: StoredResult[]): Map<number, StoredResult> {
    const out = new Map<number, StoredResult>();
    for (const r of rows) {
      const seen = out.get(r.matchId);
      if (!seen || seen.version < r.version) out.set(r.matchId, r);
    }
    return out;
  }

  return {
    /** Records finished matches not recorded yet; returns how many were new. */
    async record(matches: readonly FinishedMatch[], now: number): Promise<number> {
      let added = 0;
      for (let i = 0; i < matches.length; i += CHUNK) {
        const rows = matches.slice(i, i + CHUNK).map((m) => ({
          ...m,
          version: 1,
          scores: JSON.stringify(m.scores),
          reason: null,
          winnerTeamId: m.winnerTeamId ?? null,
          recordedAt: now,
        }));
        const res = await db
          .insertInto('sportsMatchResults')
          .values(rows)
          .onConflict((oc) => oc.columns(['matchId', 'version']).doNothing())
          .executeTakeFirst();
        added += Number(res.numInsertedOrUpdatedRows ?? 0);
      }
      return added;
    },

    /**
     * Stores a corrected result as the next version; returns that version. With `follows`, the
     * change is made on that version: a newer latest throws `ResultVersionTaken`.
     */
    async correct(
      matchId: number,
      scores: ScoreEntry[],
      reason: string,
      now: number,
      follows?: number,
    ): Promise<number> {
      return nextVersion(matchId, follows, async (trx) => {
        const last = await latestRow(trx, matchId);
        if (!last) throw new Error(`match ${matchId} has no recorded result to correct`);
        const version = last.version + 1;
        if (follows !== undefined && last.version !== follows) throw new ResultVersionTaken(matchId, follows);
        await trx
          .insertInto('sportsMatchResults')
          .values({
            matchId,
            version,
            sportId: last.sportId,
            leagueId: last.leagueId,
            kickoff: last.kickoff,
            scores: JSON.stringify(scores),
            reason,
            winnerTeamId: last.winnerTeamId,
            recordedAt: now,
          })
          .execute();
        return version;
      });
    },

    /**
     * Calls a match off (bets on it are void): the next version, or the first when none was
     * recorded, with no scores and a `cancelled:` or `abandoned:` reason.
     */
    async callOff(
      match: Omit<FinishedMatch, 'scores'>,
      end: 'cancelled' | 'abandoned',
      note: string,
      now: number,
      follows?: number,
    ): Promise<number> {
      return nextVersion(match.matchId, follows, async (trx) => {
        const last = await trx
          .selectFrom('sportsMatchResults')
          .select('version')
          .where('matchId', '=', match.matchId)
          .orderBy('version', 'desc')
          .limit(1)
          .executeTakeFirst();
        const version = (last?.version ?? 0) + 1;
        if (follows !== undefined && (last?.version ?? 0) !== follows)
          throw new ResultVersionTaken(match.matchId, follows);
        await trx
          .insertInto('sportsMatchResults')
          .values({
            ...match,
            version,
            scores: '[]',
            reason: `${end}: ${note}`.slice(0, 200),
            winnerTeamId: null,
            recordedAt: now,
          })
          .execute();
        return version;
      });
    },

    /** The latest result of each of these matches that has one. */
    async latestOf(matchIds: readonly number[]): Promise<Map<number, StoredResult>> {
      const rows = [];
      for (let i = 0; i < matchIds.length; i += CHUNK) {
        rows.push(
          ...(await db
            .selectFrom('sportsMatchResults')
            .selectAll()
            .where('matchId', 'in', matchIds.slice(i, i + CHUNK))
            .execute()),
        );
      }
      return latestOf(rows.map(toResult));
    },

    /** The latest result of each match that kicked off in `[from, to]`. */
    async latestInRange(from: number, to: number): Promise<Map<number, StoredResult>> {
      const rows = await db
        .selectFrom('sportsMatchResults')
        .selectAll()
        .where('kickoff', '>=', from)
        .where('kickoff', '<=', to)
        .execute();
      return latestOf(rows.map(toResult));
    },

    async latest(matchId: number): Promise<StoredResult | null> {
      const last = await latestRow(db, matchId);
      return last ? toResult(last) : null;
    },

    /** Matches recorded with kick-off at or after `from`: id → kick-off. */
    async recordedSince(from: number): Promise<Map<number, number>> {
      const rows = await db
        .selectFrom('sportsMatchResults')
        .select(['matchId', 'kickoff'])
        .distinct()
        .where('kickoff', '>=', from)
        .execute();
      return new Map(rows.map((r) => [Number(r.matchId), Number(r.kickoff)]));
    },
  };
}

export type ResultRepository = ReturnType<typeof createResultRepository>;
