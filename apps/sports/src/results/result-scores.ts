import type { ScoreEntry } from '@matchday/contract';
import { scores } from '../simulator/clock.js';
import type { MatchState } from '../simulator/state.js';

/**
 * Everything a finished match is settled on: the feed's `nsg` (total at `sid*1000`, per-period
 * scores, tennis sets and games, soccer cards), plus the full-time total at `sid*1000 + 1` and
 * soccer bookings (`tyg` 9, yellow + red).
 */
export function resultScores(state: MatchState): ScoreEntry[] {
  const entries = scores(state);
  entries.push({ pe: state.sid * 1000 + 1, tyg: 5, sc: [...state.score] });
  if (state.sid === 1 || state.sid === 177) {
    entries.push({
      pe: state.sid * 1000,
      tyg: 9,
      sc: [state.yellow[0] + state.red[0], state.yellow[1] + state.red[1]],
    });
  }
  return entries;
}
