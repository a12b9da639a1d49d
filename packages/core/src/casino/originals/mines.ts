/** Mines: 1–24 mines hidden among 25 tiles; each safe tile raises the multiplier and the player may cash out after any. */
import { floatsFor, type FairSeeds } from '../fairness/seeds.js';
import { MULTIPLIER_SCALE } from './payout.js';

export const MINES_TILES = 25;
export const MINES_MIN = 1;
export const MINES_MAX = 24;

/** A mine count as a whole number from 1 to 24, or a RangeError. */
export function checkMines(mines: number): number {
  if (!Number.isInteger(mines) || mines < MINES_MIN || mines > MINES_MAX) {
    throw new RangeError(`mines must be ${MINES_MIN}–${MINES_MAX}, got ${mines}`);
  }
  return mines;
}

/**
 * Stake's mines event (Fisher–Yates without repeats): float i picks floor(f·(25 − i)) among the tiles not yet
 * drawn, in ascending index order; tiles are 0–24 left to right, top to bottom.
 */
export function tilesFromFloats(floats: readonly number[]): number[] {
  const remaining = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  return floats.map((float, i) => remaining.splice(Math.floor(float * (MINES_TILES - i)), 1)[0]!);
}

/** The mines of a round: the first `mines` tiles of the draw, in draw order. */
export function minePositions(seeds: FairSeeds, mines: number): number[] {
  return tilesFromFloats(floatsFor(seeds.serverSeed, seeds.clientSeed, seeds.nonce, checkMines(mines)));
}

/** Safe tiles that can be revealed with this many mines (a whole number ≥ 1 and ≤ 25 − mines), or a RangeError. */
function checkSafeTiles(mines: number, safe: number): number {
  if (!Number.isInteger(safe) || safe < 1 || safe > MINES_TILES - mines) {
    throw new RangeError(`safe tiles must be 1–${MINES_TILES - mines} with ${mines} mines, got ${safe}`);
  }
  return safe;
}

/** C(n, k) exactly. */
function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * The cash-out multiplier after `safe` safe tiles, in ten-thousandths: 0.99 · C(25, safe) / C(25 − mines, safe)
 * (the inverse of the chance to find them, less the 1% edge), rounded down.
 */
export function minesMultiplier(mines: number, safe: number): number {
  checkSafeTiles(checkMines(mines), safe);
  const numerator = 99n * BigInt(MULTIPLIER_SCALE) * choose(MINES_TILES, safe);
  return Number(numerator / (100n * choose(MINES_TILES - mines, safe)));
}
