import type { MarketGroup, SportsTextLanguage } from '@matchday/contract';
import type { League } from '../catalogue/leagues.js';
import { matchAt } from '../schedule/live.js';
import { outrightEvents, priceOutright } from '../schedule/outrights.js';
import type { OutrightEvent } from '../schedule/outrights.js';
import { buildSchedule } from '../schedule/schedule.js';
import type { Fixture } from '../schedule/schedule.js';
import { DEFAULT_MARGIN } from '../odds/margin.js';
import { buildMarkets } from '../odds/markets.js';
import { outlooks } from '../odds/models.js';
import type { Outlook } from '../odds/outlook.js';
import { sportProfile } from '../catalogue/sports.js';
import { isSuspended } from '../simulator/advance.js';
import { matchStatus } from '@matchday/contract';
import type { MatchState } from '../simulator/state.js';
import type { Snapshot } from '../schedule/snapshot.js';

/** How long a live match's prices are reused while nothing but the clock has moved. */
export const LIVE_REPRICE_MS = 2000;
/** The schedule's window is rebuilt this often; a match keeps its id across rebuilds. */
const SCHEDULE_MS = 60_000;
/** States are shared by every request within the same wall second. */
const STATE_BUCKET_MS = 1000;
/** Model outlooks kept (one per match, ~8 KB); the least recently used go first. */
const MAX_MODELLED = 6000;
/**
 * Priced (match, language) pairs kept (every market, ~20 KB each): the details being watched.
 * Lists keep their own small views, so this stays small enough not to slow the collector.
 */
const MAX_PRICED = 500;
/** Market line ids remembered with their match, so a bet naming only a `marketId` finds its match. */
const MAX_INDEXED_LINES = 300_000;

/** Where a market line (`mks[].id`) belongs. */
export interface MarketHome {
  matchId: number;
  mty: number;
  pe: number;
}

export interface FeedOptions {
  seed: number;
  speed: number;
  margin?: number;
}

/** A match's model outlook: the costly, language-free part of pricing. */
interface Modelled {
  key: string;
  at: number;
  byPeriod: ReadonlyMap<number, Outlook>;
}

/** Markets built from one outlook in one language. */
interface Priced {
  from: Modelled;
  groups: MarketGroup[];
}

/** What must not change for cached prices to stay right: events, not the clock. */
function fingerprint(state: MatchState): string {
  if (state.status === matchStatus.notStarted) return 'pre';
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
  let schedule: {
    builtAt: number;
    leagues: League[];
    fixtures: Fixture[];
    byId: Map<number, Fixture>;
    leagueById: Map<number, League>;
  } | null = null;
  const ended = new Map<number, MatchState>();
  let bucket = -1;
  let states = new Map<number, MatchState>();
  const modelled = new Map<number, Modelled>();
  const priced = new Map<string, Priced>();
  const outrightPriced = new Map<string, MarketGroup>();
  /** The merchant's sports (null = all): other sports' leagues, matches and outrights are left out. */
  let enabled: ReadonlySet<number> | null = null;
  const marketHomes = new Map<number, MarketHome>();

  function indexLines(matchId: number, groups: readonly MarketGroup[]): void {
    for (const g of groups)
      for (const line of g.mks)
        if (!marketHomes.has(line.id))
          remember(marketHomes, line.id, { matchId, mty: g.mty, pe: g.pe }, MAX_INDEXED_LINES);
  }

  function scheduleAt(now: number) {
    if (!schedule || now - schedule.builtAt >= SCHEDULE_MS || now < schedule.builtAt) {
      const built = buildSchedule(seed, now, speed);
      const offered = (sid: number) => enabled === null || enabled.has(sid);
      const leagues = built.leagues.filter((l) => offered(l.sid));
      const fixtures = built.fixtures.filter((f) => offered(f.sid));
      const byId = new Map(fixtures.map((f) => [f.id, f]));
      for (const id of ended.keys()) if (!byId.has(id)) ended.delete(id);
      schedule = { builtAt: now, leagues, fixtures, byId, leagueById: new Map(leagues.map((l) => [l.id, l])) };
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
      if (state.status === matchStatus.ended) ended.set(fixture.id, state);
    }
    return state;
  }

  /** Outright events change with the schedule or the season only: built once per schedule and minute. */
  let outrightsMemo: {
    schedule: object;
    minute: number;
    list: OutrightEvent[];
    byId: Map<number, OutrightEvent>;
  } | null = null;
  function outrightsAt(s: { leagues: League[] }, now: number) {
    const minute = Math.floor(now / SCHEDULE_MS);
    if (!outrightsMemo || outrightsMemo.schedule !== s || outrightsMemo.minute !== minute) {
      const list = outrightEvents(s.leagues, now);
      outrightsMemo = { schedule: s, minute, list, byId: new Map(list.map((o) => [o.id, o])) };
    }
    return outrightsMemo;
  }

  function snapshot(now: number): Snapshot {
    const s = scheduleAt(now);
    const { list: outrights, byId: outrightById } = outrightsAt(s, now);
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
        fixture.kickoff > Math.floor(now / STATE_BUCKET_MS) * STATE_BUCKET_MS
          ? matchStatus.notStarted
          : stateAt(fixture, now).status,
    };
  }

  /** Insertion order: a rebuilt entry moves to the end, the oldest goes when the map is full. */
  function remember<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
    map.delete(key);
    map.set(key, value);
    if (map.size > max) {
      const oldest = map.keys().next().value;
      if (oldest !== undefined) map.delete(oldest);
    }
  }

  /**
   * The model outlook, shared by every language: kept until an event changes the fingerprint, or
   * LIVE_REPRICE_MS passes for sports whose prices run with the clock (set sports price points, not time).
   */
  function outlookOf(fixture: Fixture, state: MatchState, now: number): Modelled {
    const key = fingerprint(state);
    const hit = modelled.get(fixture.id);
    const clockPriced = sportProfile(fixture.sid).play.kind !== 'sets';
    if (hit && hit.key === key && (key === 'pre' || !clockPriced || now - hit.at < LIVE_REPRICE_MS)) return hit;
    const fresh: Modelled = {
      key,
      at: now,
      byPeriod: state.status === matchStatus.ended ? new Map() : outlooks(state),
    };
    remember(modelled, fixture.id, fresh, MAX_MODELLED);
    return fresh;
  }

  function marketsOf(fixture: Fixture, state: MatchState, lang: SportsTextLanguage, now: number): MarketGroup[] {
    const from = outlookOf(fixture, state, now);
    const cacheKey = `${fixture.id}|${lang}`;
    const hit = priced.get(cacheKey);
    if (hit && hit.from === from) return hit.groups;
    const groups =
      state.status === matchStatus.ended
        ? []
        : buildMarkets(fixture.id, fixture.sid, from.byPeriod, { lang, margin, suspended: isSuspended(state) });
    remember(priced, cacheKey, { from, groups }, MAX_PRICED);
    indexLines(fixture.id, groups);
    return groups;
  }

  function outrightMarkets(event: OutrightEvent, league: League, lang: SportsTextLanguage): MarketGroup[] {
    const cacheKey = `${event.id}|${event.closes}|${lang}`;
    let group = outrightPriced.get(cacheKey);
    if (!group) {
      group = priceOutright(event, league, { lang, margin, suspended: false });
      outrightPriced.set(cacheKey, group);
      indexLines(event.id, [group]);
    }
    return [group];
  }

  /** Offers only these sports from the next snapshot on (null = every sport). */
  function setEnabledSports(sports: readonly number[] | null): void {
    enabled = sports === null ? null : new Set(sports);
    schedule = null;
  }

  /** The match (or outright event) a market line was last priced for, if this process has priced it. */
  function marketHome(marketId: number): MarketHome | undefined {
    return marketHomes.get(marketId);
  }

  return { snapshot, marketsOf, outlookOf, outrightMarkets, setEnabledSports, marketHome };
}

export type Feed = ReturnType<typeof createFeed>;
