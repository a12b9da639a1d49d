import { describe, expect, it } from 'vitest';
import { GOLDEN_GOAL } from './golden-goal.js';
import { slotReelSet } from './reels.js';
import { seededFloats, simulateSlot } from './simulate.js';

describe('seeded slot simulation', () => {
  it('draws the same floats in [0, 1) for the same seed, and others for another', () => {
    const a = seededFloats(42);
    const b = seededFloats(42);
    const c = seededFloats(43);
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    expect(Array.from({ length: 1000 }, () => c())).not.toEqual(first);
    expect(first.every((f) => f >= 0 && f < 1)).toBe(true);
    expect(first.reduce((s, f) => s + f, 0) / first.length).toBeCloseTo(0.5, 1);
  });

  it('returns about the shipped RTP over many rounds', () => {
    const set = slotReelSet(GOLDEN_GOAL);
    const sim = simulateSlot(set, 100_000, 1);
    expect(sim.rounds).toBe(100_000);
    // σ ≈ 3 per unit stake: four standard errors over 100,000 rounds is about 0.04.
    expect(Math.abs(sim.rtp - 0.96)).toBeLessThan(0.04);
    expect(sim.hitFrequency).toBeGreaterThan(0.3);
    expect(sim.freeSpinFrequency).toBeGreaterThan(0.003);
    expect(simulateSlot(set, 1000, 5)).toEqual(simulateSlot(set, 1000, 5));
  });
});
