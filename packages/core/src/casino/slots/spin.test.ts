import { describe, expect, it } from 'vitest';
import { DRAGON_FORTUNE } from './dragon-fortune.js';
import { GOLDEN_GOAL } from './golden-goal.js';
import { slotReelSet, type CompiledStrip } from './reels.js';
import { screenCredits } from './screen-pays.js';
import { MAX_FREE_SPINS, spinFromFloats, winFromCredits } from './spin.js';
import type { SlotGame } from './slot-types.js';

/** The float that lands a reel on the first stop whose window shows (or does not show) a scatter. */
function floatFor(strip: CompiledStrip, scatter: boolean): number {
  const stop = Array.from(strip.scatters).findIndex((c) => c > 0 === scatter);
  return (stop + 0.5) / strip.length;
}

function screenFloats(game: SlotGame, strips: readonly CompiledStrip[], scatterReels: number): number[] {
  return strips.map((strip, reel) => floatFor(strip, reel < scatterReels));
}

describe('spinFromFloats', () => {
  it('lands each reel on floor(f × reelLength) and pays what the screen shows', () => {
    const set = slotReelSet(GOLDEN_GOAL);
    const floats = [0.1, 0.25, 0.5, 0.75, 0.999];
    const round = spinFromFloats(GOLDEN_GOAL, 96, floats);
    expect(round.base.stops).toEqual(set.base.map((s, r) => Math.floor(floats[r]! * s.length)));
    expect(round.base.symbols).toHaveLength(5);
    expect(round.base.symbols[0]).toHaveLength(3);
    expect(round.base.symbols[2]![0]).toBe(GOLDEN_GOAL.symbols[set.base[2]!.symbols[round.base.stops[2]!]!]!.code);
    expect(round.base.credits).toBe(screenCredits(set, set.base, round.base.stops));
    expect(round.base.credits).toBe(round.base.wins.reduce((sum, w) => sum + w.credits, 0));
    expect(round.credits).toBe(round.base.credits);
    expect(round.floatsUsed).toBe(5);
    expect(spinFromFloats(GOLDEN_GOAL, set, floats)).toEqual(round);
  });

  it('plays free spins on the next floats of the same cursor, five per spin, and needs them all', () => {
    const set = slotReelSet(GOLDEN_GOAL);
    const base = screenFloats(GOLDEN_GOAL, set.base, 3);
    const quiet = screenFloats(GOLDEN_GOAL, set.free, 0);
    const floats = [...base, ...Array.from({ length: 10 }, () => quiet).flat()];
    const round = spinFromFloats(GOLDEN_GOAL, set, floats);
    expect(round.base.scatters).toBe(3);
    expect(round.base.freeSpinsAwarded).toBe(10);
    expect(round.freeSpins).toHaveLength(10);
    expect(round.floatsUsed).toBe(55);
    expect(round.credits).toBe(round.base.credits + round.freeSpins.reduce((s, f) => s + f.credits, 0));
    expect(() => spinFromFloats(GOLDEN_GOAL, set, floats.slice(0, 54))).toThrow(/more than 54 fairness floats/);
  });

  it('retriggers from scatters in free spins, and reads floats from a cursor function', () => {
    const set = slotReelSet(GOLDEN_GOAL);
    const base = screenFloats(GOLDEN_GOAL, set.base, 3);
    const retrigger = screenFloats(GOLDEN_GOAL, set.free, 3);
    const quiet = screenFloats(GOLDEN_GOAL, set.free, 0);
    const floats = [...base, ...retrigger, ...Array.from({ length: 19 }, () => quiet).flat()];
    const round = spinFromFloats(GOLDEN_GOAL, set, (i) => floats[i]!);
    expect(round.freeSpins[0]!.freeSpinsAwarded).toBe(10);
    expect(round.freeSpins).toHaveLength(20);
    expect(round.floatsUsed).toBe(105);
  });

  it('stops a runaway chain of retriggers at the safety cap', () => {
    const set = slotReelSet(GOLDEN_GOAL);
    const base = screenFloats(GOLDEN_GOAL, set.base, 3);
    const retrigger = screenFloats(GOLDEN_GOAL, set.free, 3);
    const round = spinFromFloats(GOLDEN_GOAL, set, (i) => (i < 5 ? base[i]! : retrigger[i % 5]!));
    expect(round.freeSpins).toHaveLength(MAX_FREE_SPINS);
  });

  it('multiplies every free-spin win by the game’s multiplier', () => {
    const set = slotReelSet(DRAGON_FORTUNE);
    const base = screenFloats(DRAGON_FORTUNE, set.base, 3);
    const round = spinFromFloats(DRAGON_FORTUNE, set, (i) => (i < 5 ? base[i]! : (((i * 37) % 101) + 0.5) / 101));
    expect(round.freeSpins.length).toBeGreaterThanOrEqual(8);
    for (const spin of round.freeSpins) {
      expect(spin.credits).toBe(3 * screenCredits(set, set.free, spin.stops));
      expect(spin.wins.reduce((s, w) => s + w.credits, 0)).toBe(spin.credits);
    }
    expect(round.freeSpins.some((s) => s.credits > 0)).toBe(true);
  });

  it('refuses another game’s reel set', () => {
    expect(() => spinFromFloats(DRAGON_FORTUNE, slotReelSet(GOLDEN_GOAL), [0, 0, 0, 0, 0])).toThrow(/golden-goal/);
  });
});

describe('winFromCredits', () => {
  it('converts a round’s credits once, rounding down to the minor unit', () => {
    expect(winFromCredits(GOLDEN_GOAL, 100, 75)).toBe(375);
    expect(winFromCredits(GOLDEN_GOAL, 7, 3)).toBe(1);
    expect(winFromCredits(GOLDEN_GOAL, 20, 0)).toBe(0);
    expect(winFromCredits(DRAGON_FORTUNE, 50, 123_456)).toBe(123_456);
    expect(winFromCredits(DRAGON_FORTUNE, 9_000_000_000_000, 3_000)).toBe(540_000_000_000_000);
    expect(() => winFromCredits(GOLDEN_GOAL, 0, 1)).toThrow(RangeError);
    expect(() => winFromCredits(GOLDEN_GOAL, 1.5, 1)).toThrow(RangeError);
  });
});
