import { describe, expect, it } from 'vitest';
import { GOLDEN_GOAL } from './golden-goal.js';
import { compileReelSet, slotReelSet, stopFromFloat } from './reels.js';

const plain = 'A K Q J T';
const wildReel = 'A K W Q S';

describe('slot reels', () => {
  it('lands a fairness float on floor(f × reelLength)', () => {
    expect(stopFromFloat(0, 33)).toBe(0);
    expect(stopFromFloat(0.5, 33)).toBe(16);
    expect(stopFromFloat(0.999999, 33)).toBe(32);
    expect(() => stopFromFloat(1, 33)).toThrow(RangeError);
    expect(() => stopFromFloat(-0.1, 33)).toThrow(RangeError);
    expect(() => stopFromFloat(Number.NaN, 33)).toThrow(RangeError);
  });

  it('shows each stop and the two symbols after it, wrapping round the strip', () => {
    const set = compileReelSet(GOLDEN_GOAL, { rtp: 0, reels: [plain, wildReel, plain, plain, plain] }, [
      plain,
      wildReel,
      plain,
      plain,
      plain,
    ]);
    const code = (i: number) => GOLDEN_GOAL.symbols[i]!.code;
    const reel2 = set.base[1]!;
    expect([0, 1, 2].map((row) => code(reel2.window[4 * 3 + row]!))).toEqual(['S', 'A', 'K']);
    expect(Array.from(reel2.scatters)).toEqual([0, 0, 1, 1, 1]);
  });

  it('refuses strips the math does not cover', () => {
    const free = GOLDEN_GOAL.freeSpinReels;
    expect(() => compileReelSet(GOLDEN_GOAL, { rtp: 0, reels: [plain, plain, plain, plain] }, free)).toThrow(/5 reels/);
    expect(() => compileReelSet(GOLDEN_GOAL, { rtp: 0, reels: [plain, plain, plain, plain, 'A K X'] }, free)).toThrow(
      /unknown symbol X/,
    );
    expect(() => compileReelSet(GOLDEN_GOAL, { rtp: 0, reels: [wildReel, plain, plain, plain, plain] }, free)).toThrow(
      /no wild on reel 1/,
    );
    expect(() => compileReelSet(GOLDEN_GOAL, { rtp: 0, reels: [plain, plain, plain, plain, 'A K'] }, free)).toThrow(
      /at least 3/,
    );
  });

  it('serves the shipped reel set for an RTP, compiled once, and refuses an RTP it does not ship', () => {
    const set = slotReelSet(GOLDEN_GOAL);
    expect(set.rtp).toBe(96);
    expect(slotReelSet(GOLDEN_GOAL, 96)).toBe(set);
    expect(slotReelSet(GOLDEN_GOAL, 90).rtp).toBe(90);
    expect(() => slotReelSet(GOLDEN_GOAL, 95)).toThrow(/ships reel sets for RTP 90, 92, 94, 96, 97, 98, 99, not 95/);
  });
});
