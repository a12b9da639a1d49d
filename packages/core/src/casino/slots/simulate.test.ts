import { describe, expect, it } from 'vitest';
import { GOLDEN_GOAL } from './golden-goal.js';
import { slotReelSet } from './reels.js';
import { simulateSlot } from './simulate.js';

describe('seeded slot simulation', () => {
  it('returns about the shipped RTP over many rounds', () => {
    const set = slotReelSet(GOLDEN_GOAL);
    const sim = simulateSlot(set, 100_000, 1);
    expect(sim.rounds).toBe(100_000);
    // σ ≈ 2.7 per unit stake: four standard errors over 100,000 rounds is about 0.035.
    expect(Math.abs(sim.rtp - 0.96)).toBeLessThan(0.04);
    expect(sim.hitFrequency).toBeGreaterThan(0.3);
    expect(sim.freeSpinFrequency).toBeGreaterThan(0.003);
    expect(simulateSlot(set, 1000, 5)).toEqual(simulateSlot(set, 1000, 5));
  });
});
