import { BANNER_MATCH_COUNT, RECOMMEND_LIST_DEFAULT_SIZE, matchStatus } from '@matchday/contract';
import { mixSeed, Rng } from '../random.js';
import type { Snapshot } from '../schedule/snapshot.js';
import type { Entry } from './match-list.js';

/** Matches kicking off within this count as "soon" for recommendations. */
const SOON_MS = 6 * 3600_000;
/** Leagues of this rank or better are popular enough to recommend. */
const POPULAR_RANK = 2;
const MINUTE = 60_000;

type MatchEntry = Extract<Entry, { kind: 'match' }>;

/** Live first, then by kick-off, then id. */
function liveThenSoonest(a: MatchEntry, b: MatchEntry): number {
  const live = (e: MatchEntry) => (e.status === matchStatus.live ? 0 : 1);
  return live(a) - live(b) || a.fixture.kickoff - b.fixture.kickoff || a.fixture.id - b.fixture.id;
}

function candidates(
  snap: Snapshot,
  keep: (leagueRank: number, hot: boolean) => boolean,
  horizon: number,
  sportId?: number | null,
): MatchEntry[] {
  const out: MatchEntry[] = [];
  for (const fixture of snap.fixtures) {
    if (fixture.kickoff > snap.now + horizon || (sportId != null && fixture.sid !== sportId)) continue;
    const league = snap.league(fixture.leagueId);
    if (!league || !keep(league.rank, league.hot)) continue;
    const status = snap.statusOf(fixture);
    if (status === matchStatus.live || status === matchStatus.notStarted) out.push({ kind: 'match', fixture, status });
  }
  return out.sort(liveThenSoonest);
}

/**
 * recommendMatchList: live and soon-starting matches of popular leagues (rank ≤ 2), live first.
 * `random` shuffles them with a seed of the request and the minute, so the same call within a
 * minute answers the same list and a poll a minute later a fresh one.
 */
export function recommendedMatches(
  snap: Snapshot,
  body: { size?: number | null; random?: boolean | number | null; sportId?: number | null },
  seed: number,
): MatchEntry[] {
  const size = body.size ?? RECOMMEND_LIST_DEFAULT_SIZE;
  const pool = candidates(snap, (rank) => rank <= POPULAR_RANK, SOON_MS, body.sportId);
  if (body.random === true || (typeof body.random === 'number' && body.random !== 0)) {
    const rng = new Rng(mixSeed(seed, Math.floor(snap.now / MINUTE), size, body.sportId ?? 0));
    for (let i = pool.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const a = pool[i];
      const b = pool[j];
      if (a && b) [pool[i], pool[j]] = [b, a];
    }
  }
  return pool.slice(0, size);
}

/** Banner: matches of the hot leagues (each sport's first), live first then the next kick-offs. */
export function bannerMatches(snap: Snapshot): MatchEntry[] {
  return candidates(snap, (_rank, hot) => hot, Number.POSITIVE_INFINITY).slice(0, BANNER_MATCH_COUNT);
}
