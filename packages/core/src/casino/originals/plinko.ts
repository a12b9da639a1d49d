/** Plinko: a ball falls through 8–16 rows of pins, left or right at each, into one of rows + 1 buckets. */
import { floatsFor, type FairSeeds } from '../fairness/seeds.js';
import { MULTIPLIER_SCALE } from './payout.js';
import {
  PLINKO_HALF_TABLES,
  PLINKO_MAX_ROWS,
  PLINKO_MIN_ROWS,
  PLINKO_RISKS,
  type PlinkoRisk,
} from './plinko-tables.js';

/** A dropped ball: 0 (left) or 1 (right) per row, and the bucket from the left (the number of rights). */
export interface PlinkoDrop {
  path: number[];
  bucket: number;
}

/** Rows as a whole number from 8 to 16, or a RangeError. */
export function checkPlinkoRows(rows: number): number {
  if (!Number.isInteger(rows) || rows < PLINKO_MIN_ROWS || rows > PLINKO_MAX_ROWS) {
    throw new RangeError(`plinko rows must be ${PLINKO_MIN_ROWS}–${PLINKO_MAX_ROWS}, got ${rows}`);
  }
  return rows;
}

/** A risk level, or a RangeError. */
export function checkPlinkoRisk(risk: string): PlinkoRisk {
  if (!(PLINKO_RISKS as readonly string[]).includes(risk))
    throw new RangeError(`plinko risk must be low, medium or high, got ${risk}`);
  return risk as PlinkoRisk;
}

/** Stake's plinko event: one float per row, floor(f·2) (0 left, 1 right); the bucket is the sum. */
export function plinkoDropFromFloats(floats: readonly number[]): PlinkoDrop {
  const path = floats.map((float) => Math.floor(float * 2));
  return { path, bucket: path.reduce((sum, step) => sum + step, 0) };
}

/** The drop of a round: the first `rows` floats. */
export function plinkoDrop(seeds: FairSeeds, rows: number): PlinkoDrop {
  return plinkoDropFromFloats(floatsFor(seeds.serverSeed, seeds.clientSeed, seeds.nonce, checkPlinkoRows(rows)));
}

/** The whole paytable for rows × risk, bucket 0 to bucket rows, in hundredths of a multiplier. */
export function plinkoTable(rows: number, risk: PlinkoRisk): number[] {
  const half = PLINKO_HALF_TABLES[checkPlinkoRows(rows)]![checkPlinkoRisk(risk)];
  // Even rows have a single centre bucket (the half's last entry); odd rows mirror the whole half.
  const mirrored = rows % 2 === 0 ? half.slice(0, -1) : half.slice();
  return [...half, ...mirrored.reverse()];
}

/** The multiplier of a bucket, in ten-thousandths. */
export function plinkoMultiplier(rows: number, risk: PlinkoRisk, bucket: number): number {
  const table = plinkoTable(rows, risk);
  const hundredths = table[bucket];
  if (hundredths === undefined || !Number.isInteger(bucket))
    throw new RangeError(`plinko bucket must be 0–${rows}, got ${bucket}`);
  return hundredths * (MULTIPLIER_SCALE / 100);
}
