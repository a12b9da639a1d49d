import { describe, expect, it } from 'vitest';
import { DRAGON_FORTUNE } from './dragon-fortune.js';
import { GOLDEN_GOAL } from './golden-goal.js';
import { compileReelSet } from './reels.js';
import { scattersOnScreen, screenCredits, type SlotWin } from './screen-pays.js';
import type { SlotGame } from './slot-types.js';

/** Three-symbol strips: stop 0 shows each strip top to bottom. */
function screen(game: SlotGame, reels: string[]) {
  const set = compileReelSet(game, { rtp: 0, reels }, reels);
  const stops = [0, 0, 0, 0, 0];
  const wins: SlotWin[] = [];
  const credits = screenCredits(set, set.base, stops, wins);
  return { credits, wins, scatters: scattersOnScreen(set.base, stops), credits2: screenCredits(set, set.base, stops) };
}

describe('slot screen pays', () => {
  it('pays 20 paylines left to right with the wild standing in, one win per line', () => {
    const { credits, wins, credits2 } = screen(GOLDEN_GOAL, ['A TR Q', 'K W J', 'Q TR J', 'J K T', 'T Q A']);
    expect(wins).toEqual([
      { kind: 'line', line: 1, symbol: 'TR', count: 3, credits: 50 },
      { kind: 'line', line: 5, symbol: 'Q', count: 3, credits: 20 },
    ]);
    expect(credits).toBe(70);
    expect(credits2).toBe(70);
  });

  it('pays five of a kind through wilds, and scatters anywhere without a line', () => {
    const five = screen(GOLDEN_GOAL, ['T TR T', 'T W T', 'T TR T', 'T W T', 'T TR T']);
    expect(five.wins.filter((w) => w.kind === 'line' && w.symbol === 'TR')).toEqual([
      { kind: 'line', line: 1, symbol: 'TR', count: 5, credits: 500 },
    ]);
    const scattered = screen(GOLDEN_GOAL, ['S A K', 'J Q T', 'S A K', 'J Q T', 'S A K']);
    expect(scattered.scatters).toBe(3);
    expect(scattered.wins).toEqual([{ kind: 'scatter', count: 3, credits: 40 }]);
    expect(scattered.credits).toBe(40);
  });

  it('pays 243 ways as the product of each reel’s matches, once per symbol', () => {
    const once = screen(DRAGON_FORTUNE, ['DR A K', 'W DR Q', 'DR DR J', 'T N J', 'A A A']);
    expect(once.wins).toEqual([{ kind: 'ways', symbol: 'DR', count: 3, ways: 4, credits: 800 }]);
    const twice = screen(DRAGON_FORTUNE, ['DR A DR', 'W DR Q', 'DR DR J', 'T N J', 'A A A']);
    expect(twice.wins).toEqual([{ kind: 'ways', symbol: 'DR', count: 3, ways: 8, credits: 1600 }]);
    const full = screen(DRAGON_FORTUNE, ['N A K', 'W N Q', 'N J J', 'W T J', 'Q N S']);
    expect(full.wins).toEqual([{ kind: 'ways', symbol: 'N', count: 5, ways: 2, credits: 120 }]);
    expect(full.credits).toBe(120);
  });
});
