import { describe, expect, it } from 'vitest';
import { floatsFor } from '../fairness/seeds.js';
import {
  checkPlinkoRisk,
  checkPlinkoRows,
  plinkoDrop,
  plinkoDropFromFloats,
  plinkoMultiplier,
  plinkoTable,
} from './plinko.js';
import { PLINKO_RISKS } from './plinko-tables.js';

const published = { serverSeed: 'server seed', clientSeed: 'client seed' };

/** C(n, k) exactly. */
function choose(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

describe('plinko', () => {
  it("reproduces the published buckets (the Stake-compatible `fair` verifier's checks against stake.com)", () => {
    expect([1, 2, 3].map((nonce) => plinkoDrop({ ...published, nonce }, 8).bucket)).toEqual([7, 2, 5]);
    expect([1, 2, 3].map((nonce) => plinkoDrop({ ...published, nonce }, 9).bucket)).toEqual([8, 3, 6]);
  });

  it("reproduces Shuffle's documented floats and path for serverSeed 'def', clientSeed 'abc' (their first nonce)", () => {
    const floats = floatsFor('def', 'abc', 0, 8);
    expect(floats).toEqual([
      0.8320531346835196, 0.8531235849950463, 0.18227359023876488, 0.774284637067467, 0.18627392360940576,
      0.6012540922965854, 0.608081541955471, 0.46018488449044526,
    ]);
    expect(plinkoDropFromFloats(floats)).toEqual({ path: [1, 1, 0, 1, 0, 1, 1, 0], bucket: 5 });
  });

  it('draws one step per row; the bucket counts the rights', () => {
    for (let rows = 8; rows <= 16; rows++) {
      const drop = plinkoDrop({ ...published, nonce: rows }, rows);
      expect(drop.path).toHaveLength(rows);
      expect(drop.path.every((step) => step === 0 || step === 1)).toBe(true);
      expect(drop.bucket).toBe(drop.path.filter((step) => step === 1).length);
    }
    expect(plinkoDropFromFloats([0, 0.4999, 0.5, 0.9999])).toEqual({ path: [0, 0, 1, 1], bucket: 2 });
  });

  it('publishes a symmetric table of rows + 1 buckets for every rows × risk, rising toward the edges', () => {
    for (let rows = 8; rows <= 16; rows++) {
      for (const risk of PLINKO_RISKS) {
        const table = plinkoTable(rows, risk);
        expect(table, `${rows} ${risk}`).toHaveLength(rows + 1);
        expect(table).toEqual(table.slice().reverse());
        for (let k = 0; k < rows / 2 - 1; k++) expect(table[k]!).toBeGreaterThan(table[k + 1]!);
      }
    }
  });

  it('returns 99% ± 0.06 points on every table, computed exactly by the binomial distribution', () => {
    for (let rows = 8; rows <= 16; rows++) {
      for (const risk of PLINKO_RISKS) {
        const table = plinkoTable(rows, risk);
        // Σ C(rows, k) · multiplier_k / 2^rows, in millionths of the stake (multipliers are in hundredths).
        const total = table.reduce((sum, hundredths, k) => sum + choose(rows, k) * BigInt(hundredths), 0n);
        const rtpMillionths = Number((total * 10_000n) / 2n ** BigInt(rows));
        expect(rtpMillionths, `${rows} rows ${risk}`).toBeGreaterThanOrEqual(989_400);
        expect(rtpMillionths, `${rows} rows ${risk}`).toBeLessThanOrEqual(990_600);
      }
    }
    expect(plinkoTable(8, 'low')).toEqual([550, 271, 157, 68, 50, 68, 157, 271, 550]);
    expect(plinkoTable(9, 'high')).toEqual([4500, 852, 198, 42, 20, 20, 42, 198, 852, 4500]);
  });

  it('gives bucket multipliers in ten-thousandths', () => {
    expect(plinkoMultiplier(16, 'high', 0)).toBe(10_000_000);
    expect(plinkoMultiplier(16, 'high', 8)).toBe(2_000);
    expect(plinkoMultiplier(8, 'medium', 8)).toBe(130_000);
    expect(() => plinkoMultiplier(8, 'low', 9)).toThrow(/bucket/);
    expect(() => plinkoMultiplier(8, 'low', 0.5)).toThrow(/bucket/);
  });

  it('refuses rows outside 8–16 and unknown risks', () => {
    expect(checkPlinkoRows(8)).toBe(8);
    expect(() => checkPlinkoRows(7)).toThrow(RangeError);
    expect(() => checkPlinkoRows(17)).toThrow(RangeError);
    expect(() => checkPlinkoRows(8.5)).toThrow(RangeError);
    expect(() => plinkoDrop({ ...published, nonce: 0 }, 20)).toThrow(/rows/);
    expect(checkPlinkoRisk('high')).toBe('high');
    expect(() => checkPlinkoRisk('extreme')).toThrow(/risk/);
  });
});
