import { describe, expect, it } from 'vitest';
import { floatFromBytes, floatsFor } from '../fairness/seeds.js';
import {
  checkLimboTarget,
  limboMultiplier,
  limboMultiplierFromFloat,
  limboPayoutMultiplier,
  limboWinChance,
  limboWins,
} from './limbo.js';

const published = { serverSeed: 'server seed', clientSeed: 'client seed' };

describe('limbo', () => {
  it("reproduces the published multipliers (the Stake-compatible `fair` verifier's checks against stake.com)", () => {
    expect(limboMultiplier({ ...published, nonce: 1 })).toBe(1.32);
    expect(limboMultiplier({ ...published, nonce: 2 })).toBe(1.83);
    expect(limboMultiplier({ ...published, nonce: 3 })).toBe(4.28);
  });

  it("follows the published formula where stake.com's live calculator differs (it divides by floor(f·1e8) + 1)", () => {
    // stake.com/provably-fair/calculation shows 3807692.3 here: its page divides by floor(f·1e8) + 1, not by f·1e8.
    const seeds = {
      serverSeed: 'e8df2cc3b9ccb583ce5ea92336842387',
      clientSeed: '83e27f682128eb1852b048203dfd6931',
      nonce: 1942124,
    };
    const [float] = floatsFor(seeds.serverSeed, seeds.clientSeed, seeds.nonce, 1);
    expect(limboMultiplier(seeds)).toBe(3940702.15);
    expect(Math.floor((1e8 / (Math.floor(float! * 1e8) + 1)) * 0.99 * 100) / 100).toBe(3807692.3);
  });

  it('evaluates 1e8 / (f·1e8) · 0.99 · 100 in that order: other orders differ by a cent', () => {
    const float = floatFromBytes(0, 0, 48, 0);
    expect(limboMultiplierFromFloat(float)).toBe(346030.07);
    expect(Math.floor((0.99 / float) * 100) / 100).toBe(346030.08);
  });

  it('never goes below 1.00x and stays finite on a zero float', () => {
    expect(limboMultiplierFromFloat(0.995)).toBe(1);
    expect(limboMultiplierFromFloat(0.99)).toBe(1);
    expect(limboMultiplierFromFloat(0.5)).toBe(1.98);
    expect(limboMultiplierFromFloat(0)).toBe(limboMultiplierFromFloat(2 ** -32));
    expect(Number.isFinite(limboMultiplierFromFloat(0))).toBe(true);
  });

  it('wins when the multiplier reaches the target, and pays the target', () => {
    expect(limboWins(2, 200)).toBe(true);
    expect(limboWins(1.99, 200)).toBe(false);
    expect(limboWins(1.01, 101)).toBe(true);
    expect(limboPayoutMultiplier(200)).toBe(20_000);
    expect(limboPayoutMultiplier(100_000_000)).toBe(10_000_000_000);
    expect(limboWinChance(200)).toBe(0.495);
  });

  it('refuses targets outside 1.01x–1,000,000x', () => {
    expect(checkLimboTarget(101)).toBe(101);
    expect(() => checkLimboTarget(100)).toThrow(RangeError);
    expect(() => checkLimboTarget(100_000_001)).toThrow(RangeError);
    expect(() => limboWins(3, 2.5)).toThrow(/hundredths/);
  });

  it('reaches a target with chance ≈ 0.99 / target over the float grid', () => {
    const steps = 1_000_000;
    let reached = 0;
    for (let i = 0; i < steps; i++) if (limboWins(limboMultiplierFromFloat((i + 0.5) / steps), 200)) reached++;
    expect(reached / steps).toBeCloseTo(0.495, 4);
  });
});
