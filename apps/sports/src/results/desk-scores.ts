import type { ScoreEntry } from '@matchday/contract';

/** Score type of goals and points: the match's final score (contract §5.13). */
const POINTS = 5;

/**
 * Why a correction's scores cannot stand for a match of this sport, or null when they can: every
 * period must be the sport's own (sid·1000 + n), the final score must be there (points at the
 * real-time or full-time total), and those two totals must agree when both are given.
 */
export function scoresProblem(sportId: number, scores: readonly ScoreEntry[]): string | null {
  const real = sportId * 1000;
  const full = real + 1;
  const foreign = scores.find((e) => e.pe < real || e.pe > real + 999);
  if (foreign) return `period ${foreign.pe} is not a period of sport ${sportId}`;
  if (!scores.some((e) => e.tyg === POINTS && (e.pe === real || e.pe === full)))
    return `no final score (score type ${POINTS} at period ${real} or ${full})`;
  for (const e of scores) {
    if (e.pe !== real) continue;
    const other = scores.find((o) => o.pe === full && o.tyg === e.tyg);
    if (other && (other.sc[0] !== e.sc[0] || other.sc[1] !== e.sc[1]))
      return `score type ${e.tyg}: the totals at periods ${real} and ${full} differ`;
  }
  return null;
}

/** Same entries with the same scores, in any order. */
export function sameScores(a: readonly ScoreEntry[], b: readonly ScoreEntry[]): boolean {
  if (a.length !== b.length) return false;
  const seen = new Map(a.map((e) => [`${e.pe}:${e.tyg}`, `${e.sc[0]}:${e.sc[1]}`]));
  return b.every((e) => seen.get(`${e.pe}:${e.tyg}`) === `${e.sc[0]}:${e.sc[1]}`);
}
