import type {
  SportsClockPush,
  SportsMatch,
  SportsOddsPush,
  SportsScorePush,
  SportsStatusPush,
} from '@matchday/contract';

/** The sports push's events (contract `sports/push.ts`), each `{t, m: [one entry per match]}`. */
export type SportsPush =
  | { event: 'score'; data: SportsScorePush }
  | { event: 'clock'; data: SportsClockPush }
  | { event: 'status'; data: SportsStatusPush }
  | { event: 'odds'; data: SportsOddsPush };

type Entry = SportsPush['data']['m'][number];

/**
 * What a delta could not do in place: `match` when lines came or went (ask for that match again),
 * `list` when a match started or ended (it moves between lists: ask for the list again).
 */
export type Refetch = 'none' | 'match' | 'list';

export interface Patched<T> {
  value: T;
  refetch: Refetch;
}

function patchOdds(match: SportsMatch, entry: SportsOddsPush['m'][number]): Patched<SportsMatch> {
  const lines = new Map(entry.l.map((l) => [l.id, l]));
  let reshaped = entry.n === 1;
  let changed = false;
  const mg = match.mg.map((group) => {
    if (!group.mks.some((line) => lines.has(line.id))) return group;
    const mks = group.mks.map((line) => {
      const pushed = lines.get(line.id);
      if (!pushed) return line;
      if (pushed.od.length !== line.op.length) {
        reshaped = true;
        return line;
      }
      changed = true;
      return { ...line, ss: pushed.ss, op: line.op.map((o, i) => ({ ...o, od: pushed.od[i]! })) };
    });
    return { ...group, mks };
  });
  return { value: changed ? { ...match, mg } : match, refetch: reshaped ? 'match' : 'none' };
}

/** One match after one pushed entry; unchanged parts keep their identity so unchanged rows do not re-render. */
export function patchMatch(match: SportsMatch, push: SportsPush, entry: Entry): Patched<SportsMatch> {
  switch (push.event) {
    case 'score': {
      const e = entry as SportsScorePush['m'][number];
      return { value: { ...match, nsg: e.nsg, ...(e.sb ? { sb: e.sb } : {}) }, refetch: 'none' };
    }
    case 'clock':
      return { value: { ...match, mc: (entry as SportsClockPush['m'][number]).mc }, refetch: 'none' };
    case 'status': {
      // A match starting or ending moves between list groups and changes its markets: ask again.
      const e = entry as SportsStatusPush['m'][number];
      return {
        value: e.ms === match.ms ? match : { ...match, ms: e.ms },
        refetch: e.ms === match.ms ? 'none' : 'list',
      };
    }
    case 'odds':
      return patchOdds(match, entry as SportsOddsPush['m'][number]);
  }
}

export interface PatchedList {
  value: SportsMatch[];
  /** A match started or ended: the whole list is asked again. */
  refetchList: boolean;
  /** Matches whose lines came or went: asked again by id. */
  refetchIds: number[];
}

/** A list of matches after a push (entries for matches not in the list are skipped); null when nothing applies. */
export function patchMatches(matches: readonly SportsMatch[], push: SportsPush): PatchedList | null {
  const byId = new Map<number, Entry>(push.data.m.map((e) => [e.id, e]));
  let touched = false;
  let refetchList = false;
  const refetchIds: number[] = [];
  const value = matches.map((match) => {
    const entry = byId.get(match.id);
    if (!entry) return match;
    const patched = patchMatch(match, push, entry);
    if (patched.refetch === 'list') refetchList = true;
    if (patched.refetch === 'match') refetchIds.push(match.id);
    touched ||= patched.value !== match;
    return patched.value;
  });
  return touched || refetchList || refetchIds.length > 0 ? { value, refetchList, refetchIds } : null;
}

/** Puts freshly fetched matches in place of the same ids in a list. */
export function replaceMatches(
  matches: readonly SportsMatch[],
  fresh: ReadonlyMap<number, SportsMatch>,
): SportsMatch[] | null {
  return matches.some((m) => fresh.has(m.id)) ? matches.map((m) => fresh.get(m.id) ?? m) : null;
}

/** Whether a pushed status names a live match a list of live matches does not hold yet. */
export function startsUnlisted(matches: readonly SportsMatch[], push: SportsPush, liveStatus: number): boolean {
  if (push.event !== 'status') return false;
  const listed = new Set(matches.map((m) => m.id));
  return push.data.m.some((e) => e.ms === liveStatus && !listed.has(e.id));
}
