import type { MarketGroup, SportsTextLanguage } from '@matchday/contract';
import type { League } from '../catalogue/leagues.js';
import { matchAt } from '../fixtures/live.js';
import { outrightEvents, priceOutright } from '../fixtures/outrights.js';
import type { OutrightEvent } from '../fixtures/outrights.js';
import { buildSchedule } from '../fixtures/schedule.js';
import type { Fixture } from '../fixtures/schedule.js';
import { DEFAULT_MARGIN } from '../odds/margin.js';
import { priceMatch } from '../odds/price-match.js';
import { isSuspended } from '../simulator/advance.js';
import { MatchStatus } from '../simulator/state.js';
import type { MatchState } from '../simulator/state.js';

/** How long a live match's prices are reused while nothing but the clock has moved. */
export const LIVE_REPRICE_MS = 2000;
/** The schedule's window is rebuilt this often; a match keeps its id across rebuilds. */
const SCHEDULE_MS = 60_000;
/** States are shared by every request within the same wall second. */
const STATE_BUCKET_MS = 1000;
/** Priced matches kept (per language); the oldest go first. */
const MAX_PRICED = 6000;

export interface FeedOptions {
  seed: number;
  speed: number;
  margin?: number;
}

/** The feed's view of the world at one instant. */
export interface Snapshot {
  now: number;
  leagues: readonly League[];
  league(id: number): League | undefined;
  fixtures: readonly Fixture[];
  fixture(id: number): Fixture | undefined;
  outrights: readonly OutrightEvent[];
  outright(id: number): OutrightEvent | undefined;
  stateOf(fixture: Fixture): MatchState;
  /** Status without playing matches that have not kicked off (most of the schedule). */
  statusOf(fixture: Fixture): MatchState['status'];
}

interface Priced {
  key: string;
  at: number;
  groups: MarketGroup[];
}

/** What must not change for cached prices to stay right: events, not the clock. */
function fingerprint(state: MatchState): string {
  if (state.status === MatchStatus.NotStarted) return 'pre';
  return JSON.stringify([
    state.status,
    state.score,
    state.period,
    state.inBreak,
    isSuspended(state),
    state.points,
    state.periodScores.at(-1) ?? null,
    state.wickets,
    state.overs,
    Math.floor(state.elapsed / 60),
  ]);
}

/**
 * The engine behind the HTTP feed: a schedule rebuilt each minute, match states per wall second
 * (ended matches are remembered, since an ended match never changes), and priced markets cached
 * per match until an event or LIVE_REPRICE_MS (volleyball pricing costs ~50 ms).
 */
export function createFeed({ seed, speed, margin = DEFAULT_MARGIN }: FeedOptions) {
  let schedule: { builtAt: number; leagues: League[]; fixtures: Fixture[]; byId: Map<number, Fixture>; leagueById: Map<number, League> } | null = null;
  const ended = new Map<number, MatchState>();
  let bucket = -1;
  let states = new Map<number, MatchState>();
  const priced = new Map<string, Priced>();
  const outrightPriced = new Map<string, MarketGroup>();

  function scheduleAt(now: number) {
    if (!schedule || now - schedule.builtAt >= SCHEDULE_MS || now < schedule.builtAt) {
      const built = buildSchedule(seed, now);
      const byId = new Map(built.fixtures.map((f) => [f.id, f]));
      for (const id of ended.keys()) if (!byId.has(id)) ended.delete(id);
      schedule = { builtAt: now, leagues: [...built.leagues], fixtures: [...built.fixtures], byId, leagueById: new Map(built.leagues.map((l) => [l.id, l])) };
    }
    return schedule;
  }

  function stateAt(fixture: Fixture, now: number): MatchState {
    const done = ended.get(fixture.id);
    if (done) return done;
    const b = Math.floor(now / STATE_BUCKET_MS);
    if (b !== bucket) {
      bucket = b;
      states = new Map();
    }
    let state = states.get(fixture.id);
    if (!state) {
      state = matchAt(fixture, b * STATE_BUCKET_MS, speed).state;
      states.set(fixture.id, state);
      if (state.status === MatchStatus.Ended) ended.set(fixture.id, state);
    }
    return state;
  }

  function snapshot(now: number): Snapshot {
    const s = scheduleAt(now);
    const outrights = outrightEvents(s.leagues, now);
    const outrightById = new Map(outrights.map((o) => [o.id, o]));
    return {
      now,
      leagues: s.leagues,
      league: (id) => s.leagueById.get(id),
      fixtures: s.fixtures,
      fixture: (id) => s.byId.get(id),
      outrights,
      outright: (id) => outrightById.get(id),
      stateOf: (fixture) => stateAt(fixture, now),
      statusOf: (fixture) =>
        fixture.kickoff > Math.floor(now / STATE_BUCKET_MS) * STATE_BUCKET_MS ? MatchStatus.NotStarted : stateAt(fixture, now).status,
    };
  }

  function marketsOf(fixture: Fixture, state: MatchState, lang: SportsTextLanguage, now: number): MarketGroup[] {
    const cacheKey = `${fixture.id}|${lang}`;
    const key = fingerprint(state);
    const hit = priced.get(cacheKey);
    if (hit && hit.key === key && (key === 'pre' || now - hit.at < LIVE_REPRICE_MS)) return hit.groups;
    const groups = priceMatch(fixture.id, state, { lang, margin });
    priced.delete(cacheKey);
    priced.set(cacheKey, { key, at: now, groups });
    if (priced.size > MAX_PRICED) {
      const oldest = priced.keys().next().value;
      if (oldest !== undefined) priced.delete(oldest);
    }
    return groups;
  }

  function outrightMarkets(event: OutrightEvent, league: League, lang: SportsTextLanguage): MarketGroup[] {
    const cacheKey = `${event.id}|${event.closes}|${lang}`;
    let group = outrightPriced.get(cacheKey);
    if (!group) {
      group = priceOutright(event, league, { lang, margin, suspended: false });
      outrightPriced.set(cacheKey, group);
    }
    return [group];
  }

  return { snapshot, marketsOf, outrightMarkets };
}

export type Feed = ReturnType<typeof createFeed>;
