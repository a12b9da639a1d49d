import { describe, expect, it } from 'vitest';
import { floatsFor } from '../fairness/seeds.js';
import { checkMines, minePositions, minesMultiplier, tilesFromFloats } from './mines.js';

const published = { serverSeed: 'server seed', clientSeed: 'client seed' };

describe('mines', () => {
  it("reproduces the published boards (the Stake-compatible `fair` verifier's checks against stake.com)", () => {
    expect(minePositions({ ...published, nonce: 1 }, 1)).toEqual([18]);
    expect(minePositions({ ...published, nonce: 1 }, 3)).toEqual([18, 15, 5]);
  });

  it('draws without repeats, each float picking among the tiles left (Fisher–Yates)', () => {
    const draw = tilesFromFloats(floatsFor('s', 'c', 9, 24));
    expect(draw).toHaveLength(24);
    expect(new Set(draw).size).toBe(24);
    expect(draw.every((tile) => tile >= 0 && tile <= 24)).toBe(true);
    expect(minePositions({ serverSeed: 's', clientSeed: 'c', nonce: 9 }, 24)).toEqual(draw);
    expect(minePositions({ serverSeed: 's', clientSeed: 'c', nonce: 9 }, 5)).toEqual(draw.slice(0, 5));
    // Float 0 takes the lowest tile left, a float near 1 the highest.
    expect(tilesFromFloats([0, 0, 0.99999])).toEqual([0, 1, 24]);
  });

  it('pays 0.99 · C(25, k) / C(25 − mines, k) after k safe tiles, in ten-thousandths rounded down', () => {
    expect(minesMultiplier(1, 1)).toBe(10_312);
    expect(minesMultiplier(3, 1)).toBe(11_250);
    expect(minesMultiplier(3, 2)).toBe(12_857);
    expect(minesMultiplier(24, 1)).toBe(247_500);
    expect(minesMultiplier(1, 24)).toBe(247_500);
    expect(minesMultiplier(12, 13)).toBe(51_482_970_000);
  });

  it('keeps every cash-out at a 1% edge: multiplier × chance to get there is 99% less the rounding', () => {
    for (let mines = 1; mines <= 24; mines++) {
      let survive = 1;
      for (let safe = 1; safe <= 25 - mines; safe++) {
        survive *= (25 - mines - (safe - 1)) / (25 - (safe - 1));
        const rtp = (minesMultiplier(mines, safe) / 10_000) * survive;
        expect(rtp, `${mines} mines, ${safe} safe`).toBeLessThanOrEqual(0.99 + 1e-12);
        expect(rtp).toBeGreaterThan(0.99 - 1e-4);
      }
    }
  });

  it('refuses mine counts outside 1–24 and safe tiles the board cannot hold', () => {
    expect(checkMines(24)).toBe(24);
    expect(() => checkMines(0)).toThrow(RangeError);
    expect(() => checkMines(25)).toThrow(RangeError);
    expect(() => checkMines(2.5)).toThrow(RangeError);
    expect(() => minePositions({ ...published, nonce: 1 }, 30)).toThrow(/mines/);
    expect(() => minesMultiplier(3, 0)).toThrow(/safe tiles/);
    expect(() => minesMultiplier(3, 23)).toThrow(/1–22/);
    expect(() => minesMultiplier(3, 1.5)).toThrow(RangeError);
  });
});
