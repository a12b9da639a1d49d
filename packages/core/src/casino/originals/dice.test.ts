import { describe, expect, it } from 'vitest';
import { floatFromBytes } from '../fairness/seeds.js';
import { diceMultiplier, diceRoll, diceRollFromFloat, diceWinChance, diceWins } from './dice.js';

const published = { serverSeed: 'server seed', clientSeed: 'client seed' };

describe('dice', () => {
  it("reproduces the published rolls (the Stake-compatible `fair` verifier's checks against stake.com)", () => {
    expect(diceRoll({ ...published, nonce: 1 })).toBe(74.67);
    expect(diceRoll({ ...published, nonce: 2 })).toBe(53.86);
  });

  it('maps floats onto 0.00–100.00 with floor(f·10001)/100', () => {
    expect(diceRollFromFloat(0)).toBe(0);
    expect(diceRollFromFloat(floatFromBytes(255, 255, 255, 255))).toBe(100);
    expect(diceRollFromFloat(0.5)).toBe(50);
    expect(diceRollFromFloat(0.123456)).toBe(12.34);
  });

  it('takes the win chance from the target and direction, within 0.01%–98%', () => {
    expect(diceWinChance(5050, 'under')).toBe(5050);
    expect(diceWinChance(5050, 'over')).toBe(4950);
    expect(diceWinChance(1, 'under')).toBe(1);
    expect(diceWinChance(200, 'over')).toBe(9800);
    expect(() => diceWinChance(0, 'under')).toThrow(RangeError);
    expect(() => diceWinChance(9801, 'under')).toThrow(/98%/);
    expect(() => diceWinChance(199, 'over')).toThrow(RangeError);
    expect(() => diceWinChance(50.5, 'under')).toThrow(/hundredths/);
  });

  it('pays 99% / chance in ten-thousandths, rounded down', () => {
    expect(diceMultiplier(5000)).toBe(19_800);
    expect(diceMultiplier(9800)).toBe(10_102);
    expect(diceMultiplier(1)).toBe(99_000_000);
    expect(diceMultiplier(3300)).toBe(30_000);
    expect(diceMultiplier(7000)).toBe(14_142);
  });

  it('wins strictly under or strictly over the target, so the winning rolls number exactly the win chance', () => {
    expect(diceWins(50.49, 5050, 'under')).toBe(true);
    expect(diceWins(50.5, 5050, 'under')).toBe(false);
    expect(diceWins(50.5, 5050, 'over')).toBe(false);
    expect(diceWins(50.51, 5050, 'over')).toBe(true);
    for (const [target, direction] of [
      [5050, 'under'],
      [5050, 'over'],
      [1, 'under'],
      [200, 'over'],
    ] as const) {
      let wins = 0;
      for (let roll = 0; roll <= 10_000; roll++) if (diceWins(roll / 100, target, direction)) wins++;
      expect(wins, `${direction} ${target}`).toBe(diceWinChance(target, direction));
    }
  });

  it('returns 99% of stakes less the 100.00 outcome (99 × 10000/10001 ≈ 98.99%) at 50%', () => {
    const chance = diceWinChance(5000, 'under');
    const rtp = (chance / 10_001) * (diceMultiplier(chance) / 10_000);
    expect(rtp).toBeCloseTo(0.99 * (10_000 / 10_001), 10);
  });
});
