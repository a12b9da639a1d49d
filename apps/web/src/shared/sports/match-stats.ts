import type { ScoreEntry } from '@matchday/contract';

export interface StatRow {
  pe: number;
  /** The whole-match entry (`pe` sid·1000 real time or sid·1000+1 full time, contract §4.7). */
  total: boolean;
  home: number;
  away: number;
}

export interface StatGroup {
  /** Score type (`tyg`, contract §5.13): 5 score, 6 corners, 7 yellow cards, 8 red cards... */
  tyg: number;
  rows: StatRow[];
}

/** What the feed tells about a match, per score type: the whole match first, then each period in order. */
export function statGroups(nsg: readonly ScoreEntry[], sportId: number): StatGroup[] {
  const isTotal = (pe: number) => pe === sportId * 1000 || pe === sportId * 1000 + 1;
  const groups = new Map<number, StatRow[]>();
  for (const e of nsg) {
    const rows = groups.get(e.tyg) ?? [];
    // The real-time and full-time totals are the same figure; the first one read is kept.
    if (isTotal(e.pe) && rows.some((r) => r.total)) continue;
    rows.push({ pe: e.pe, total: isTotal(e.pe), home: e.sc[0], away: e.sc[1] });
    groups.set(e.tyg, rows);
  }
  return [...groups].map(([tyg, rows]) => ({
    tyg,
    rows: rows.sort((a, b) => Number(b.total) - Number(a.total) || a.pe - b.pe),
  }));
}
