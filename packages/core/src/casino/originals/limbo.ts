/** Limbo: a multiplier from 1.00x up; the player wins when it reaches the chosen target. */
import { floatsFor, type FairSeeds } from '../fairness/seeds.js';
import { MULTIPLIER_SCALE } from './payout.js';

/** Target bounds in hundredths: 1.01x to 1,000,000x. */
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = 100_000_000;

/**
 * Stake's published limbo event: max(1, floor(1e8 / (f·1e8) · 0.99 · 100) / 100), evaluated in exactly that
 * order (division first, then the 0.99 edge, then ×100, floor, /100) so results match to the cent.
 * A zero float (all four bytes 0, 1 in 2^32) reads as 2^-32 so the multiplier stays finite.
 */
export function limboMultiplierFromFloat(float: number): number {
  const f = float === 0 ? 2 ** -32 : float;
  const crash = (1e8 / (f * 1e8)) * 0.99;
  return Math.max(1, Math.floor(crash * 100) / 100);
}

/** The multiplier of a round, from the round's first float. */
export function limboMultiplier(seeds: FairSeeds): number {
  const [float] = floatsFor(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 1);
  return limboMultiplierFromFloat(float!);
}

/** A target in hundredths (2.00x → 200), refused outside 1.01x–1,000,000x. */
export function checkLimboTarget(target: number): number {
  if (!Number.isSafeInteger(target) || target < LIMBO_MIN_TARGET || target > LIMBO_MAX_TARGET) {
    throw new RangeError(`limbo target must be 1.01x–1,000,000x in hundredths, got ${target}`);
  }
  return target;
}

/** Whether a round's multiplier reaches the target (hundredths); a win pays the target, not the multiplier. */
export function limboWins(multiplier: number, target: number): boolean {
  return Math.round(multiplier * 100) >= checkLimboTarget(target);
}

/** The paid multiplier for a target, in ten-thousandths (the target itself; the edge is in the draw). */
export function limboPayoutMultiplier(target: number): number {
  return checkLimboTarget(target) * (MULTIPLIER_SCALE / 100);
}

/** The chance to reach a target in hundredths, 0.99 / target, for the bet slip. */
export function limboWinChance(target: number): number {
  return 99 / checkLimboTarget(target);
}
