import type { ScoreEntry } from '@matchday/contract';
import { statGroups } from '@/shared/sports/match-stats';

/** One editable line of a result: a score type in a period (the match totals are one line). */
export interface ScoreRow {
  key: string;
  tyg: number;
  pe: number;
  /** The whole match: stands for both the real-time and the full-time total (contract §4.7). */
  total: boolean;
}

export type ScoreDraft = Record<string, { home: string; away: string }>;

const keyOf = (tyg: number, pe: number, total: boolean) => `${tyg}:${total ? 'total' : pe}`;
const isTotal = (pe: number, sportId: number) => pe === sportId * 1000 || pe === sportId * 1000 + 1;

/** The lines to edit, as the results view shows them: per score type, the whole match first, then each period. */
export function scoreRows(scores: readonly ScoreEntry[], sportId: number): ScoreRow[] {
  return statGroups(scores, sportId).flatMap((g) =>
    g.rows.map((r) => ({ key: keyOf(g.tyg, r.pe, r.total), tyg: g.tyg, pe: r.pe, total: r.total })),
  );
}

/** The recorded scores as the inputs start. */
export function draftOf(scores: readonly ScoreEntry[], sportId: number): ScoreDraft {
  const draft: ScoreDraft = {};
  for (const e of scores)
    draft[keyOf(e.tyg, e.pe, isTotal(e.pe, sportId))] ??= { home: String(e.sc[0]), away: String(e.sc[1]) };
  return draft;
}

/** A score as typed: a whole number from 0 to 99999, else null. */
export function scoreOf(text: string): number | null {
  return /^\d{1,5}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/**
 * Every recorded entry with its line's edited score (both match totals from the one line), or
 * null while a score is not a whole number.
 */
export function editedScores(scores: readonly ScoreEntry[], sportId: number, draft: ScoreDraft): ScoreEntry[] | null {
  const out: ScoreEntry[] = [];
  for (const e of scores) {
    const line = draft[keyOf(e.tyg, e.pe, isTotal(e.pe, sportId))];
    const home = line ? scoreOf(line.home) : e.sc[0];
    const away = line ? scoreOf(line.away) : e.sc[1];
    if (home === null || away === null) return null;
    out.push({ pe: e.pe, tyg: e.tyg, sc: [home, away] });
  }
  return out;
}

/** Whether any entry's score differs from the recorded one. */
export const changedScores = (before: readonly ScoreEntry[], after: readonly ScoreEntry[]) =>
  before.some((e, i) => e.sc[0] !== after[i]?.sc[0] || e.sc[1] !== after[i]?.sc[1]);
