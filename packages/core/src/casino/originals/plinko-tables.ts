/**
 * Plinko paytables per rows × risk, in hundredths of a multiplier (550 = 5.5x), from the edge bucket to the
 * centre; the other half mirrors it. Each table's exact RTP by the binomial distribution is 99% ± 0.06 points
 * (plinko.test.ts computes it).
 */
export type PlinkoRisk = 'low' | 'medium' | 'high';

export const PLINKO_RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];
export const PLINKO_MIN_ROWS = 8;
export const PLINKO_MAX_ROWS = 16;

export const PLINKO_HALF_TABLES: Readonly<Record<number, Readonly<Record<PlinkoRisk, readonly number[]>>>> = {
  8: { low: [550, 271, 157, 68, 50], medium: [1300, 382, 145, 51, 40], high: [2900, 490, 116, 34, 20] },
  9: { low: [630, 362, 218, 87, 50], medium: [1700, 563, 215, 69, 40], high: [4500, 852, 198, 42, 20] },
  10: {
    low: [720, 390, 231, 138, 61, 50],
    medium: [2200, 690, 265, 116, 51, 40],
    high: [7000, 1300, 288, 83, 25, 20],
  },
  11: {
    low: [820, 490, 293, 183, 78, 50],
    medium: [2900, 1000, 393, 169, 59, 40],
    high: [11000, 2100, 473, 126, 34, 20],
  },
  12: {
    low: [940, 540, 310, 198, 121, 61, 50],
    medium: [3800, 1300, 480, 213, 96, 49, 40],
    high: [17000, 3100, 680, 202, 61, 25, 20],
  },
  13: {
    low: [1100, 650, 400, 251, 153, 76, 50],
    medium: [4900, 1800, 690, 301, 144, 51, 40],
    high: [27000, 5100, 1100, 304, 102, 25, 20],
  },
  14: {
    low: [1200, 720, 430, 260, 175, 114, 59, 50],
    medium: [6400, 2300, 860, 360, 184, 86, 46, 40],
    high: [41000, 7600, 1600, 430, 154, 49, 25, 20],
  },
  15: {
    low: [1400, 870, 540, 330, 217, 144, 70, 50],
    medium: [8400, 3100, 1200, 520, 237, 121, 52, 40],
    high: [64000, 12000, 2800, 690, 211, 76, 25, 20],
  },
  16: {
    low: [1600, 950, 580, 360, 220, 150, 110, 61, 50],
    medium: [11000, 4000, 1500, 640, 290, 164, 71, 49, 40],
    high: [100000, 18000, 3900, 970, 290, 106, 52, 27, 20],
  },
};
