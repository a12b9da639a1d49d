import type { EventPayload, SportsMatch } from '@matchday/contract';

/** The sports push's events a page applies (contract `sports/push.ts`), each `{t, m: [one entry per match]}`. */
export const SPORTS_PUSH_EVENTS = ['odds', 'score', 'clock', 'status'] as const;
export type SportsPushEvent = (typeof SPORTS_PUSH_EVENTS)[number];

/** One delta of `sport:{sid}` or `match:{id}` (both carry the same events), typed by its event. */
export type SportsPush = { [E in SportsPushEvent]: { event: E; data: EventPayload<'sport', E> } }[SportsPushEvent];

/**
 * What a delta leaves for the network: `match` when lines came or went (ask for that match again),
 * `list` when a match started or ended (it moves between lists: ask for the list again).
 */
export type Refetch = 'none' | 'match' | 'list';

/** What a push asks of the network for one match as shown, given its latest known status. */
export function refetchFor(match: SportsMatch, push: SportsPush, status: number): Refetch {
  if (push.event === 'status') {
    const entry = push.data.m.find((e) => e.id === match.id);
    return entry && entry.ms !== status ? 'list' : 'none';
  }
  if (push.event !== 'odds') return 'none';
  const entry = push.data.m.find((e) => e.id === match.id);
  if (!entry) return 'none';
  if (entry.n === 1) return 'match';
  const lines = new Map(match.mg.flatMap((g) => g.mks).map((l) => [l.id, l]));
  // A line with other options than the ones shown cannot be patched by position.
  return entry.l.some((l) => {
    const shown = lines.get(l.id);
    return shown !== undefined && shown.op.length !== l.od.length;
  })
    ? 'match'
    : 'none';
}

export interface ListRefetch {
  /** A match started or ended: the whole list is asked again. */
  refetchList: boolean;
  /** Matches whose lines came or went: asked again by id. */
  refetchIds: number[];
}

/** What a push asks of the network for the matches a list shows (entries for other matches are skipped). */
export function listRefetch(
  matches: readonly SportsMatch[],
  push: SportsPush,
  statusOf: (match: SportsMatch) => number,
): ListRefetch {
  const out: ListRefetch = { refetchList: false, refetchIds: [] };
  for (const match of matches) {
    const refetch = refetchFor(match, push, statusOf(match));
    if (refetch === 'list') out.refetchList = true;
    if (refetch === 'match') out.refetchIds.push(match.id);
  }
  return out;
}

/** Whether a pushed status names a live match a list of live matches does not hold yet. */
export function startsUnlisted(matches: readonly SportsMatch[], push: SportsPush, liveStatus: number): boolean {
  if (push.event !== 'status') return false;
  const listed = new Set(matches.map((m) => m.id));
  return push.data.m.some((e) => e.ms === liveStatus && !listed.has(e.id));
}
