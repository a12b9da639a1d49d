import { RESULTS_KEEP_DAYS, matchStatus } from '@matchday/contract';
import { championOf, closedOutrights, isOutrightId } from '../schedule/outrights.js';
import type { EngineResults } from './engine-results.js';
import { resultScores } from './result-scores.js';
import type { FinishedMatch, ResultRepository } from './result.repository.js';
import type { SnapshotSource } from '../schedule/snapshot.js';

const DAY = 24 * 3600_000;
/** Longest stretch of backfill work between yields to the event loop. */
const BACKFILL_SLICE_MS = 5;

export interface ResultRecorderOptions {
  feed: SnapshotSource;
  engine: EngineResults;
  store: ResultRepository;
  clock: () => number;
  /** How often finished matches are looked for; 0 = only when `sweep` is called (tests). */
  intervalMs: number;
  onError: (err: unknown) => void;
}

/**
 * Writes the final and per-period scores of every finished match to the result store, once.
 * `start` first backfills the kept days (RESULTS_KEEP_DAYS) from the engine, so results and
 * settlement read stored results even for matches that ended before the platform started; then
 * each sweep records the matches the feed has seen end since.
 */
export function createResultRecorder({ feed, engine, store, clock, intervalMs, onError }: ResultRecorderOptions) {
  /** Recorded match ids and their kick-off, pruned to the kept days. */
  const recorded = new Map<number, number>();
  /** Closed outrights recorded (or found recorded) by this process: a few dozen a season, never pruned. */
  const recordedOutrights = new Set<number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | null = null;
  let started: Promise<void> = Promise.resolve();
  let backfilled = false;

  async function write(finished: FinishedMatch[], now: number): Promise<number> {
    if (finished.length === 0) return 0;
    const added = await store.record(finished, now);
    for (const f of finished) {
      recorded.set(f.matchId, f.kickoff);
      if (isOutrightId(f.matchId)) recordedOutrights.add(f.matchId);
    }
    return added;
  }

  /**
   * Matches of the last kept days the engine has seen end, not recorded yet, a day at a time and
   * yielding every few milliseconds: playing a week of matches takes seconds of CPU, and requests
   * must not wait behind it.
   */
  async function backfill(now: number): Promise<number> {
    for (const [id, kickoff] of await store.recordedSince(now - RESULTS_KEEP_DAYS * DAY)) recorded.set(id, kickoff);
    let added = 0;
    for (let from = now - RESULTS_KEEP_DAYS * DAY; from <= now; from += DAY) {
      const finished: FinishedMatch[] = [];
      let sliceStart = performance.now();
      for (const { fixture } of engine.kickedOff(from, Math.min(from + DAY - 1, now), (f) => !recorded.has(f.id))) {
        const state = engine.endedState(fixture, now);
        if (state)
          finished.push({
            matchId: fixture.id,
            sportId: fixture.sid,
            leagueId: fixture.leagueId,
            kickoff: fixture.kickoff,
            scores: resultScores(state),
          });
        if (performance.now() - sliceStart > BACKFILL_SLICE_MS) {
          await new Promise((r) => setImmediate(r));
          sliceStart = performance.now();
        }
      }
      added += await write(finished, now);
    }
    return added;
  }

  /** Matches in the feed's window that have ended and are not recorded yet, and last season's champions. */
  async function sweepFeed(now: number): Promise<number> {
    const snap = feed.snapshot(now);
    const finished: FinishedMatch[] = [];
    for (const event of closedOutrights(snap.leagues, now)) {
      const league = snap.league(event.leagueId);
      if (recorded.has(event.id) || recordedOutrights.has(event.id) || !league) continue;
      finished.push({
        matchId: event.id,
        sportId: event.sid,
        leagueId: event.leagueId,
        kickoff: event.closes,
        scores: [],
        winnerTeamId: championOf(event, league),
      });
    }
    for (const fixture of snap.fixtures) {
      if (fixture.kickoff > now) break;
      if (recorded.has(fixture.id) || snap.statusOf(fixture) !== matchStatus.ended) continue;
      finished.push({
        matchId: fixture.id,
        sportId: fixture.sid,
        leagueId: fixture.leagueId,
        kickoff: fixture.kickoff,
        scores: resultScores(snap.stateOf(fixture)),
      });
    }
    for (const [id, kickoff] of recorded) if (kickoff < now - RESULTS_KEEP_DAYS * DAY) recorded.delete(id);
    return write(finished, now);
  }

  /** One pass (never two at once); resolves to how many results were new. */
  function sweep(): Promise<number> {
    running ??= sweepFeed(clock()).finally(() => {
      running = null;
    });
    return running;
  }

  return {
    backfill: () => backfill(clock()),
    /** True once the start-up backfill has been written. */
    backfilled: () => backfilled,
    sweep,
    /** Backfills, then sweeps every `intervalMs`; errors are reported, never thrown. */
    start(): Promise<void> {
      started = backfill(clock())
        .then(() => {
          backfilled = true;
          return sweep();
        })
        .then(() => undefined, onError);
      if (intervalMs > 0) {
        timer = setInterval(() => void sweep().catch(onError), intervalMs);
        timer.unref();
      }
      return started;
    },
    async stop(): Promise<void> {
      clearInterval(timer);
      await started;
      await running?.catch(() => undefined);
    },
  };
}

export type ResultRecorder = ReturnType<typeof createResultRecorder>;
