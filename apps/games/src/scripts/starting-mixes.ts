import type { ReelMix } from './reel-layout.js';

/** Each slot's hand-set starting strips: the tuner moves symbols from these; free spins keep them. */
export const STARTING_MIXES: Record<string, { base: ReelMix[]; free: ReelMix[] }> = {
  'golden-goal': {
    base: [
      { TR: 2, BO: 2, BA: 3, WH: 3, A: 4, K: 4, Q: 4, J: 4, T: 4, S: 1 },
      { TR: 2, BO: 2, BA: 3, WH: 3, A: 4, K: 4, Q: 4, J: 4, T: 4, W: 2, S: 1 },
      { TR: 2, BO: 2, BA: 3, WH: 3, A: 4, K: 4, Q: 4, J: 4, T: 4, W: 2, S: 1 },
      { TR: 2, BO: 2, BA: 3, WH: 3, A: 4, K: 4, Q: 4, J: 4, T: 4, W: 2, S: 1 },
      { TR: 2, BO: 2, BA: 3, WH: 3, A: 4, K: 4, Q: 4, J: 4, T: 4, W: 2, S: 1 },
    ],
    free: [
      { TR: 3, BO: 3, BA: 3, WH: 3, A: 4, K: 4, Q: 4, J: 4, T: 4, S: 1 },
      { TR: 3, BO: 3, BA: 3, WH: 3, A: 4, K: 4, Q: 4, J: 4, T: 4, W: 4, S: 1 },
      { TR: 3, BO: 3, BA: 3, WH: 3, A: 4, K: 4, Q: 4, J: 4, T: 4, W: 4, S: 1 },
      { TR: 3, BO: 3, BA: 3, WH: 3, A: 4, K: 4, Q: 4, J: 4, T: 4, W: 4, S: 1 },
      { TR: 3, BO: 3, BA: 3, WH: 3, A: 4, K: 4, Q: 4, J: 4, T: 4, W: 4, S: 1 },
    ],
  },
  'dragon-fortune': {
    base: [
      { DR: 2, TI: 2, KO: 3, LA: 3, A: 4, K: 4, Q: 5, J: 5, T: 5, N: 5, S: 1 },
      { DR: 2, TI: 2, KO: 3, LA: 3, A: 4, K: 4, Q: 5, J: 5, T: 5, N: 5, W: 2, S: 1 },
      { DR: 2, TI: 2, KO: 3, LA: 3, A: 4, K: 4, Q: 5, J: 5, T: 5, N: 5, W: 2, S: 2 },
      { DR: 2, TI: 2, KO: 3, LA: 3, A: 4, K: 4, Q: 5, J: 5, T: 5, N: 5, W: 2, S: 1 },
      { DR: 2, TI: 2, KO: 3, LA: 3, A: 4, K: 4, Q: 5, J: 5, T: 5, N: 5, S: 1 },
    ],
    free: [
      { DR: 2, TI: 2, KO: 3, LA: 3, A: 4, K: 4, Q: 5, J: 5, T: 5, N: 5, S: 1 },
      { DR: 2, TI: 2, KO: 3, LA: 3, A: 4, K: 4, Q: 5, J: 5, T: 5, N: 5, W: 4, S: 1 },
      { DR: 2, TI: 2, KO: 3, LA: 3, A: 4, K: 4, Q: 5, J: 5, T: 5, N: 5, W: 4, S: 2 },
      { DR: 2, TI: 2, KO: 3, LA: 3, A: 4, K: 4, Q: 5, J: 5, T: 5, N: 5, W: 4, S: 1 },
      { DR: 2, TI: 2, KO: 3, LA: 3, A: 4, K: 4, Q: 5, J: 5, T: 5, N: 5, S: 1 },
    ],
  },
};
