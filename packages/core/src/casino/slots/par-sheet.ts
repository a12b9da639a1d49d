import { enumerateLines } from './enumerate-lines.js';
import { enumerateWays } from './enumerate-ways.js';
import type { CompiledStrip, SlotReelSet } from './reels.js';
import type { ScreenMoments } from './screen-moments.js';

/** A reel set's exact figures, per round (a paid spin and the free spins it leads to), per unit stake. */
export interface ParSheet {
  readonly game: string;
  readonly nominalRtp: number;
  /** Return to player as a fraction of the stake: base game plus free spins. */
  readonly rtp: number;
  readonly baseRtp: number;
  readonly freeSpinsRtp: number;
  /** Share of paid spins that win anything or award free spins. */
  readonly hitFrequency: number;
  /** Standard deviation of a round's win per unit stake, free spins included. */
  readonly volatility: number;
  /** Share of paid spins that award free spins. */
  readonly freeSpinFrequency: number;
  /** Chance that one free spin retriggers. */
  readonly retriggerChance: number;
  /** Free spins played per award, retriggers included. */
  readonly freeSpinsPerTrigger: number;
  /** Mean win of one free spin with what it retriggers, per unit stake. */
  readonly freeSpinValue: number;
  readonly baseCombinations: number;
  readonly freeSpinCombinations: number;
}

/** Every reel-stop combination of one set of strips (the base or the free-spin reels). */
export function enumerateScreens(set: SlotReelSet, strips: readonly CompiledStrip[]): ScreenMoments {
  return set.game.evaluation.kind === 'lines' ? enumerateLines(set, strips) : enumerateWays(set, strips);
}

/**
 * Combines the two enumerations exactly. A free spin pays Y (multiplier applied) and awards R more;
 * each awarded spin starts an independent copy of the same process, so its total T satisfies
 * T = Y + T₁ + … + T_R. Taking means: E[T] = E[Y] / (1 − E[R]); squaring:
 * E[T²] = (E[Y²] + 2·E[T]·E[YR] + E[T]²·E[R(R−1)]) / (1 − E[R]). A paid spin pays B and awards n,
 * so its round X = B + T₁ + … + T_n has E[X] = E[B] + E[n]·E[T] and
 * E[X²] = E[B²] + 2·E[T]·E[Bn] + E[n]·E[T²] + E[n(n−1)]·E[T]².
 */
export function parSheetFromMoments(set: SlotReelSet, base: ScreenMoments, free: ScreenMoments): ParSheet {
  const { creditsPerStake, freeSpinMultiplier: k } = set.game;
  const fb = 1 / base.combinations;
  const ff = 1 / free.combinations;
  const meanR = free.awards * ff;
  if (meanR >= 1) throw new Error(`${set.game.id}: free spins retrigger too often to end (E[R] = ${meanR})`);
  const meanY = k * free.credits * ff;
  const meanT = meanY / (1 - meanR);
  const meanT2 =
    (k * k * free.creditsSquared * ff +
      2 * meanT * k * free.creditsTimesAwards * ff +
      meanT * meanT * (free.awardsSquared - free.awards) * ff) /
    (1 - meanR);
  const meanB = base.credits * fb;
  const meanN = base.awards * fb;
  const meanX = meanB + meanN * meanT;
  const meanX2 =
    base.creditsSquared * fb +
    2 * meanT * base.creditsTimesAwards * fb +
    meanN * meanT2 +
    (base.awardsSquared - base.awards) * fb * meanT * meanT;
  return {
    game: set.game.id,
    nominalRtp: set.rtp,
    rtp: meanX / creditsPerStake,
    baseRtp: meanB / creditsPerStake,
    freeSpinsRtp: (meanN * meanT) / creditsPerStake,
    hitFrequency: base.hits * fb,
    volatility: Math.sqrt(Math.max(0, meanX2 - meanX * meanX)) / creditsPerStake,
    freeSpinFrequency: base.triggers * fb,
    retriggerChance: free.triggers * ff,
    freeSpinsPerTrigger: base.triggers > 0 ? base.awards / base.triggers / (1 - meanR) : 0,
    freeSpinValue: meanT / creditsPerStake,
    baseCombinations: base.combinations,
    freeSpinCombinations: free.combinations,
  };
}

/** The reel set's par sheet by full enumeration of its base and free-spin reel stops. */
export function parSheet(set: SlotReelSet): ParSheet {
  return parSheetFromMoments(set, enumerateScreens(set, set.base), enumerateScreens(set, set.free));
}
