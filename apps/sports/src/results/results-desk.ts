import { RESULT_DESK_MAX_PAGE_SIZE, RESULTS_KEEP_DAYS, resultDeskCorrection, resultDeskVoid } from '@matchday/contract';
import type {
  ResultDeskCorrection,
  ResultDeskListQuery,
  ResultDeskOutcome,
  ResultDeskPage,
  ResultDeskRecord,
  ResultDeskRefusal,
  ResultDeskVoid,
  SportsTextLanguage,
} from '@matchday/contract';
import type { SportsDatabase } from '../db/database.js';
import { isOutrightId } from '../schedule/outrights.js';
import type { MerchantSettings } from '../merchant/merchant-settings.repository.js';
import { sameScores, scoresProblem } from './desk-scores.js';
import type { EngineResults, PastFixture } from './engine-results.js';
import { endOfResult, type ResultRepository, type StoredResult } from './result.repository.js';
import { createResultsDeskRepository } from './results-desk.repository.js';
import { ResultVersionTaken } from '../errors.js';

const DAY = 24 * 3600_000;
/** A correction's reason carries this before the note, so no note can read as a call-off (`cancelled:`). */
const CORRECTED = 'corrected: ';
const REASON_PREFIX = /^(corrected|cancelled|abandoned): /;

export interface ResultsDeskOptions {
  db: SportsDatabase;
  results: ResultRepository;
  engine: EngineResults;
  merchant: () => MerchantSettings;
  clock: () => number;
  /** Starts a settlement run now (null when the platform runs without betting). */
  settle: (() => Promise<unknown>) | null;
  log: (message: string, err?: unknown) => void;
}

const refuse = (refusal: ResultDeskRefusal, detail: string): ResultDeskOutcome => ({ ok: false, refusal, detail });

/** A change's body as the contract's schema checked it (`safeParse`). */
type CheckedBody<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/**
 * The operator's results desk: recorded results of the kept days listed with what a change would
 * touch, a correction stored as the next version, a match voided (cancelled or abandoned). After a
 * change a settlement run starts at once, so members see the re-settled bets within seconds.
 */
export function createResultsDesk(opts: ResultsDeskOptions) {
  const store = createResultsDeskRepository(opts.db);
  let kicked: Promise<unknown> = Promise.resolve();
  const keptFrom = (now: number) => now - RESULTS_KEEP_DAYS * DAY;

  /** A regular match of the kept days (outrights and older matches are not the desk's). */
  function known(matchId: number, now: number): PastFixture | null {
    if (isOutrightId(matchId)) return null;
    const past = opts.engine.fixtureById(matchId, now);
    return past && past.fixture.kickoff >= keptFrom(now) ? past : null;
  }

  function recordOf(
    r: StoredResult,
    past: PastFixture | null,
    lang: SportsTextLanguage,
    betLegs: number,
    played: Map<number, StoredResult['scores']>,
  ): ResultDeskRecord {
    return {
      matchId: r.matchId,
      sportId: r.sportId,
      leagueName: past?.league.names[lang] ?? null,
      homeName: past?.fixture.home.names[lang] ?? null,
      awayName: past?.fixture.away.names[lang] ?? null,
      kickoff: r.kickoff,
      version: r.version,
      end: endOfResult(r),
      scores: r.scores,
      scoresBeforeVoid: endOfResult(r) === 'finished' ? null : (played.get(r.matchId) ?? []),
      note: r.reason === null ? null : r.reason.replace(REASON_PREFIX, ''),
      recordedAt: r.recordedAt,
      betLegs,
    };
  }

  /** What a void replaced, read only for results that are void. */
  const playedIfVoid = (r: StoredResult) =>
    endOfResult(r) === 'finished'
      ? Promise.resolve(new Map<number, StoredResult['scores']>())
      : store.playedScores([r.matchId]);

  /** Writes the change on the version the operator saw, then answers the result before and after and starts a settlement run (not awaited). */
  async function change(
    before: StoredResult,
    past: PastFixture,
    lang: SportsTextLanguage,
    write: () => Promise<number>,
  ): Promise<ResultDeskOutcome> {
    // Read before the write: reinstating a void adds a newer played version.
    const playedBefore = await playedIfVoid(before);
    try {
      await write();
    } catch (err) {
      if (err instanceof ResultVersionTaken) return refuse('resultChangedMeanwhile', err.message);
      throw err;
    }
    const after = await opts.results.latest(before.matchId);
    if (!after) throw new Error(`match ${before.matchId}: the stored change is missing`);
    const legs = (await store.standingLegs([before.matchId])).get(before.matchId) ?? 0;
    const playedAfter = await playedIfVoid(after);
    if (opts.settle)
      kicked = opts
        .settle()
        .catch((err: unknown) =>
          opts.log(
            `settlement after the results desk changed match ${before.matchId} failed; the next run retries`,
            err,
          ),
        );
    return {
      ok: true,
      change: {
        before: recordOf(before, past, lang, legs, playedBefore),
        after: recordOf(after, past, lang, legs, playedAfter),
      },
    };
  }

  /** A change's body checked by its schema, the match, its latest result (the version the operator changes), or why the desk cannot change it. */
  async function target<T extends { matchId: number; version: number }>(
    parsed: CheckedBody<T>,
    now: number,
  ): Promise<{ body: T; past: PastFixture; before: StoredResult } | ResultDeskOutcome> {
    if (!parsed.success)
      return refuse('invalidParameter', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const { matchId, version } = parsed.data;
    const past = known(matchId, now);
    if (!past)
      return refuse('resultMatchUnknown', `match ${matchId} is not a match of the last ${RESULTS_KEEP_DAYS} days`);
    const before = await opts.results.latest(matchId);
    if (!before) return refuse('resultNotRecorded', `match ${matchId} has no recorded result`);
    if (before.version !== version)
      return refuse('resultChangedMeanwhile', `match ${matchId} is at v${before.version}, not v${version}`);
    return { body: parsed.data, past, before };
  }

  return {
    /** Recorded results of the kept days, newest kick-off first, names in `lang`. */
    async list(query: ResultDeskListQuery, lang: SportsTextLanguage): Promise<ResultDeskPage> {
      const now = opts.clock();
      const size = Math.min(query.pageSize, RESULT_DESK_MAX_PAGE_SIZE);
      const { rows, total } = await store.page({
        from: keptFrom(now),
        sportId: query.sportId,
        matchId: query.matchId,
        offset: (query.pageNum - 1) * size,
        limit: size,
      });
      const legs = await store.standingLegs(rows.map((r) => r.matchId));
      const played = await store.playedScores(rows.filter((r) => endOfResult(r) !== 'finished').map((r) => r.matchId));
      return {
        list: rows.map((r) => recordOf(r, known(r.matchId, now), lang, legs.get(r.matchId) ?? 0, played)),
        total,
        sports: [...opts.merchant().enabledSports],
      };
    },

    /** Stores corrected scores as the next version; refuses what cannot stand or changes nothing. */
    async correct(input: ResultDeskCorrection, lang: SportsTextLanguage): Promise<ResultDeskOutcome> {
      const now = opts.clock();
      const found = await target(resultDeskCorrection.safeParse(input), now);
      if ('ok' in found) return found;
      const { matchId, version, scores, note } = found.body;
      const problem = scoresProblem(found.before.sportId, scores);
      if (problem) return refuse('resultScoresInvalid', problem);
      if (endOfResult(found.before) === 'finished' && sameScores(found.before.scores, scores))
        return refuse('resultUnchanged', `match ${matchId} already has these scores (v${found.before.version})`);
      return change(found.before, found.past, lang, () =>
        opts.results.correct(matchId, scores, CORRECTED + note, now, version),
      );
    },

    /** Calls the match off: every bet on it is void, stakes back. */
    async void(input: ResultDeskVoid, lang: SportsTextLanguage): Promise<ResultDeskOutcome> {
      const now = opts.clock();
      const found = await target(resultDeskVoid.safeParse(input), now);
      if ('ok' in found) return found;
      const { matchId, version, end, note } = found.body;
      if (endOfResult(found.before) === end)
        return refuse('resultUnchanged', `match ${matchId} is already ${end} (v${found.before.version})`);
      const { before } = found;
      return change(before, found.past, lang, () =>
        opts.results.callOff(
          { matchId, sportId: before.sportId, leagueId: before.leagueId, kickoff: before.kickoff },
          end,
          note,
          now,
          version,
        ),
      );
    },

    /** Resolves once the settlement run started by the last change has finished (shutdown, tests). */
    idle: (): Promise<unknown> => kicked,
  };
}

export type ResultsDesk = ReturnType<typeof createResultsDesk>;
