import type { Dist } from './distribution.js';

/**
 * What a pricing model predicts for one market period: distributions of the final margin
 * (home minus away) and total in the unit the period's line markets use, the winner's chance
 * and, where a draw can stand, the three-way chances.
 */
export interface Outlook {
  diff: Dist;
  total: Dist;
  /** Home's chance in the two-way winner market (a level score decided evenly, as by overtime). */
  winner: number;
  threeWay: readonly [home: number, draw: number, away: number];
  /** Joint final goals `grid[h][a]` for correct-score and both-teams-to-score markets. */
  grid?: readonly (readonly number[])[];
  /** Sets (frames) margin and total for set-betting markets. */
  setDiff?: Dist;
  setTotal?: Dist;
}

export function outlookFromDiff(diff: Dist, total: Dist): Outlook {
  let home = 0;
  let draw = 0;
  diff.p.forEach((p, i) => {
    const v = diff.min + i;
    if (v > 0) home += p;
    else if (v === 0) draw += p;
  });
  return { diff, total, winner: home + draw / 2, threeWay: [home, draw, Math.max(0, 1 - home - draw)] };
}
