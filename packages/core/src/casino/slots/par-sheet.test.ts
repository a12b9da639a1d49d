import { describe, expect, it } from 'vitest';
import { DRAGON_FORTUNE } from './dragon-fortune.js';
import { enumerateLines } from './enumerate-lines.js';
import { enumerateWays } from './enumerate-ways.js';
import { meanReturn } from './expected-rtp.js';
import { GOLDEN_GOAL } from './golden-goal.js';
import { enumerateScreens, parSheet, parSheetFromMoments } from './par-sheet.js';
import { compileReelSet, slotReelSet, type CompiledStrip, type SlotReelSet } from './reels.js';
import { scattersOnScreen, screenCredits } from './screen-pays.js';
import { addScreens, emptyMoments } from './screen-moments.js';
import { simulateSlot } from './simulate.js';
import { SLOT_GAMES } from './catalogue.js';

/** Every combination one stop at a time with the spin's own evaluation: the slow reference. */
function bruteForce(set: SlotReelSet, strips: readonly CompiledStrip[]) {
  const m = emptyMoments();
  const stops = [0, 0, 0, 0, 0];
  const visit = (reel: number): void => {
    if (reel === strips.length) {
      addScreens(m, screenCredits(set, strips, stops), set.awards[scattersOnScreen(strips, stops)]!, 1);
      return;
    }
    for (stops[reel] = 0; stops[reel]! < strips[reel]!.length; stops[reel]!++) visit(reel + 1);
  };
  visit(0);
  return m;
}

/** Short strips with wilds, scatters (two can share a window) and every pay symbol's runs. */
const LINES_REELS = ['TR A S K Q TR BA', 'W TR S A S K J', 'TR W Q S A BA', 'A TR W K S J', 'TR Q W S A K BA'];
const WAYS_REELS = ['DR A S K DR N', 'W DR S A S K N', 'DR W N S A DR', 'A DR W K S N N', 'DR N A S A K'];
/** Free-spin strips that retrigger often (E[R] ≈ 0.6 for the lines game) to exercise the series. */
const WAYS_CODES: Record<string, string> = { TR: 'DR', BO: 'TI', BA: 'KO', WH: 'LA' };
const RETRIGGER_REELS = [
  'TR A Q K J T S BA WH BO A K Q J T',
  'TR W Q K J T S BA WH BO A W Q J T',
  'TR A W K J T S BA WH BO A K W J T',
  'TR A Q W J T S BA WH BO A K Q W T',
  'TR A Q K W T S BA WH BO A K Q J W',
];

describe('slot enumeration', () => {
  it('counts exactly what spinning every combination one by one counts, for lines and for ways', () => {
    const lines = compileReelSet(GOLDEN_GOAL, { rtp: 0, reels: LINES_REELS }, LINES_REELS);
    expect(enumerateLines(lines, lines.base)).toEqual(bruteForce(lines, lines.base));
    const ways = compileReelSet(DRAGON_FORTUNE, { rtp: 0, reels: WAYS_REELS }, WAYS_REELS);
    const exact = enumerateWays(ways, ways.base);
    expect(exact).toEqual(bruteForce(ways, ways.base));
    expect(exact.credits).toBeGreaterThan(0);
    expect(exact.triggers).toBeGreaterThan(0);
  });

  it('agrees with the product-of-reels mean the tuning script uses', () => {
    const lines = compileReelSet(GOLDEN_GOAL, { rtp: 0, reels: LINES_REELS }, RETRIGGER_REELS);
    expect(parSheet(lines).rtp).toBeCloseTo(meanReturn(lines), 12);
    const waysFree = RETRIGGER_REELS.map((r) => r.replace(/TR|BO|BA|WH/g, (code) => WAYS_CODES[code]!));
    const ways = compileReelSet(DRAGON_FORTUNE, { rtp: 0, reels: WAYS_REELS }, waysFree);
    expect(parSheet(ways).rtp).toBeCloseTo(meanReturn(ways), 12);
  });

  it('refuses a game of the other kind', () => {
    const lines = slotReelSet(GOLDEN_GOAL);
    const ways = slotReelSet(DRAGON_FORTUNE);
    expect(() => enumerateLines(ways, ways.base)).toThrow(/not a 5-reel lines game/);
    expect(() => enumerateWays(lines, lines.base)).toThrow(/not a 5-reel ways game/);
  });
});

describe('free spins in the par sheet', () => {
  it('solves retriggers exactly: a seeded simulation of the same reels lands on the figures', () => {
    const set = compileReelSet(GOLDEN_GOAL, { rtp: 0, reels: LINES_REELS }, RETRIGGER_REELS);
    const sheet = parSheet(set);
    const free = enumerateScreens(set, set.free);
    expect(free.awards / free.combinations).toBeGreaterThan(0.5);
    expect(sheet.freeSpinsRtp).toBeGreaterThan(sheet.baseRtp);
    const rounds = 30_000;
    const sim = simulateSlot(set, rounds, 7);
    expect(Math.abs(sim.rtp - sheet.rtp)).toBeLessThan((4 * sheet.volatility) / Math.sqrt(rounds));
    expect(sim.volatility / sheet.volatility).toBeGreaterThan(0.97);
    expect(sim.volatility / sheet.volatility).toBeLessThan(1.03);
    expect(Math.abs(sim.hitFrequency - sheet.hitFrequency)).toBeLessThan(0.005);
    expect(Math.abs(sim.freeSpinFrequency - sheet.freeSpinFrequency)).toBeLessThan(0.005);
  }, 30_000);

  it('refuses free spins that would never end on average', () => {
    const endless = ['S A K', 'S A K', 'S A K', 'S A K', 'S A K'];
    const set = compileReelSet(GOLDEN_GOAL, { rtp: 0, reels: LINES_REELS }, endless);
    expect(() => parSheet(set)).toThrow(/retrigger too often/);
  });
});

describe('shipped reel sets', () => {
  for (const game of SLOT_GAMES) {
    it(`${game.id}: every RTP the operator can pick is exact to 0.01 points by full enumeration`, () => {
      const first = slotReelSet(game, game.reelSets[0]!.rtp);
      const free = enumerateScreens(first, first.free);
      expect(game.reelSets.map((r) => r.rtp)).toEqual([90, 92, 94, 96, 97, 98, 99]);
      for (const { rtp } of game.reelSets) {
        const set = slotReelSet(game, rtp);
        const sheet = parSheetFromMoments(set, enumerateScreens(set, set.base), free);
        expect(Math.abs(sheet.rtp * 100 - rtp)).toBeLessThan(0.01);
        expect(sheet.baseRtp + sheet.freeSpinsRtp).toBeCloseTo(sheet.rtp, 12);
        expect(sheet.freeSpinFrequency).toBeGreaterThan(1 / 300);
        expect(sheet.freeSpinFrequency).toBeLessThan(1 / 100);
        expect(sheet.hitFrequency).toBeGreaterThan(0.25);
      }
    }, 60_000);
  }

  it('the ways slot is the more volatile one', () => {
    expect(parSheet(slotReelSet(DRAGON_FORTUNE)).volatility).toBeGreaterThan(
      2 * parSheet(slotReelSet(GOLDEN_GOAL)).volatility,
    );
  }, 30_000);
});
