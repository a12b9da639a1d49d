/** Dice: a roll from 0.00 to 100.00 (10,001 outcomes); the player wins rolling under or over a target. */
import { floatsFor, type FairSeeds } from '../fairness/seeds.js';
import { MULTIPLIER_SCALE } from './payout.js';

export type DiceDirection = 'under' | 'over';

/** Distinct rolls: 0.00 to 100.00 inclusive. */
export const DICE_OUTCOMES = 10_001;
/** Win chance bounds in hundredths of a percent: 0.01% to 98%. */
export const DICE_MIN_CHANCE = 1;
export const DICE_MAX_CHANCE = 9_800;

/** Stake's dice event from one float: floor(f·10001)/100, a number with at most two decimals. */
export function diceRollFromFloat(float: number): number {
  return Math.floor(float * DICE_OUTCOMES) / 100;
}

/** The roll of a round, from the round's first float. */
export function diceRoll(seeds: FairSeeds): number {
  const [float] = floatsFor(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 1);
  return diceRollFromFloat(float!);
}

/**
 * Win chance in hundredths of a percent for a target in hundredths (50.50 → 5050): under wins below the
 * target, over wins above it. Refused outside 0.01%–98%.
 */
export function diceWinChance(target: number, direction: DiceDirection): number {
  if (!Number.isSafeInteger(target)) throw new RangeError(`dice target must be whole hundredths, got ${target}`);
  const chance = direction === 'under' ? target : 10_000 - target;
  if (chance < DICE_MIN_CHANCE || chance > DICE_MAX_CHANCE)
    throw new RangeError(`dice win chance must be 0.01%–98%, got ${chance / 100}%`);
  return chance;
}

/** The multiplier for a win chance, in ten-thousandths: 99% / chance (the 1% house edge), rounded down. */
export function diceMultiplier(chance: number): number {
  return Math.floor((99 * 100 * MULTIPLIER_SCALE) / chance);
}

/** Whether a roll (two decimals) wins a target in hundredths: strictly under, or strictly over. */
export function diceWins(roll: number, target: number, direction: DiceDirection): boolean {
  const hundredths = Math.round(roll * 100);
  return direction === 'under' ? hundredths < target : hundredths > target;
}
