import type { Clock, MarketLine, ScoreEntry, Scoreboard, SportsMatch } from '@matchday/contract';
import { createKeyedStore } from '@/shared/store/keyed-store';
import type { SportsPush } from '../lib/push-plan';

/**
 * The latest odds, scores, clocks and statuses of matches, outside the query cache (house rule 3,
 * CONTRIBUTING "Footguns"): the sports push writes here per match and line, latest wins, and each
 * price or score cell subscribes to its own key, so a tick re-renders only the cells it changed.
 * The query cache keeps the snapshot a list or detail was fetched with; every fetch also writes
 * here, being as new as anything pushed before it.
 */

/** A line's status and its options' European prices, in the order of its `op`. */
export interface LatestLine {
  ss: MarketLine['ss'];
  od: readonly number[];
}

export interface LatestScore {
  nsg: readonly ScoreEntry[];
  sb?: Scoreboard | undefined;
}

/** A match asked again by id after its lines moved, shown in place of the list snapshots it was asked for. */
export interface RefreshedRow {
  match: SportsMatch;
  /** The snapshots it replaces: a list fetched afterwards holds new ones, and shows those. */
  replaces: WeakSet<SportsMatch>;
}

export const lineKey = (matchId: number, lineId: number) => `${matchId}:${lineId}`;
export const rowKey = (language: string, matchId: number) => `${language}:${matchId}`;

export const latestLines = createKeyedStore<LatestLine>();
export const latestScores = createKeyedStore<LatestScore>();
export const latestClocks = createKeyedStore<Clock>();
export const latestStatuses = createKeyedStore<number>();
/** Keyed by language too: the names in a refreshed match are in the language it was asked in. */
export const refreshedRows = createKeyedStore<RefreshedRow>();

/** What a fetch answered for these matches: lines, score, clock and status. */
export function seedLatest(matches: readonly SportsMatch[]): void {
  for (const m of matches) {
    for (const group of m.mg) {
      for (const line of group.mks)
        latestLines.set(lineKey(m.id, line.id), { ss: line.ss, od: line.op.map((o) => o.od) });
    }
    latestScores.set(String(m.id), { nsg: m.nsg, sb: m.sb });
    if (m.mc) latestClocks.set(String(m.id), m.mc);
    latestStatuses.set(String(m.id), m.ms);
  }
}

/** One delta of the sports push, for every match it names. */
export function applySportsPush(push: SportsPush): void {
  switch (push.event) {
    case 'odds':
      for (const e of push.data.m) for (const l of e.l) latestLines.set(lineKey(e.id, l.id), { ss: l.ss, od: l.od });
      return;
    case 'score':
      // A score without a scoreboard keeps the one known.
      for (const e of push.data.m)
        latestScores.set(String(e.id), { nsg: e.nsg, sb: e.sb ?? latestScores.get(String(e.id))?.sb });
      return;
    case 'clock':
      for (const e of push.data.m) latestClocks.set(String(e.id), e.mc);
      return;
    case 'status':
      for (const e of push.data.m) latestStatuses.set(String(e.id), e.ms);
  }
}

/** The match's latest known status: pushed or fetched, else the snapshot's. */
export const latestStatusOf = (match: Pick<SportsMatch, 'id' | 'ms'>): number =>
  latestStatuses.get(String(match.id)) ?? match.ms;

/** The row to show for a list snapshot: the match asked again by id, if it was asked for this snapshot. */
export function refreshedRowOf(language: string, snapshot: SportsMatch): SportsMatch {
  const refreshed = refreshedRows.get(rowKey(language, snapshot.id));
  return refreshed?.replaces.has(snapshot) ? refreshed.match : snapshot;
}

/** Every store emptied (logout is a reload; tests start clean). */
export function clearLatest(): void {
  for (const store of [latestLines, latestScores, latestClocks, latestStatuses, refreshedRows]) store.clear();
}
