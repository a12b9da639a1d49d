import { describe, expect, it } from 'vitest';
import * as core from '../../index.js';
import { PACK_LANGUAGES } from '../../language.js';
import { SLOT_GAMES, slotGame } from './catalogue.js';
import { GOLDEN_GOAL } from './golden-goal.js';
import { slotReelSet } from './reels.js';
import type { Localized } from './slot-types.js';

const written = (text: Localized) => PACK_LANGUAGES.every((lang) => text[lang].trim().length > 0);

describe('slot catalogue', () => {
  it('finds a slot by id', () => {
    expect(slotGame('golden-goal')).toBe(GOLDEN_GOAL);
    expect(slotGame('dragon-fortune')?.evaluation.kind).toBe('ways');
    expect(slotGame('nope')).toBeUndefined();
  });

  it('has a lines slot with 20 distinct paylines and a ways slot, lower volatility first', () => {
    expect(SLOT_GAMES.map((g) => [g.evaluation.kind, g.volatility])).toEqual([
      ['lines', 'low'],
      ['ways', 'high'],
    ]);
    const lines = GOLDEN_GOAL.evaluation.kind === 'lines' ? GOLDEN_GOAL.evaluation.lines : [];
    expect(new Set(lines.map((l) => l.join())).size).toBe(20);
    expect(lines.every((l) => l.length === 5 && l.every((row) => row >= 0 && row <= 2))).toBe(true);
  });

  it('writes every name, symbol and rule in all four languages', () => {
    for (const game of SLOT_GAMES) {
      expect(written(game.name)).toBe(true);
      expect(game.symbols.every((s) => written(s.name))).toBe(true);
      expect(game.rules.length).toBeGreaterThanOrEqual(4);
      expect(game.rules.every(written)).toBe(true);
      expect(game.symbols.filter((s) => s.kind === 'wild')).toHaveLength(1);
      expect(game.symbols.filter((s) => s.kind === 'scatter')).toHaveLength(1);
      expect(game.reelSets.some((r) => r.rtp === game.defaultRtp)).toBe(true);
      expect(game.defaultRtp).toBe(96);
    }
  });

  it('never shows two scatters on one reel, as the scatter pays and the layout promise', () => {
    for (const game of SLOT_GAMES) {
      for (const { rtp } of game.reelSets) {
        const set = slotReelSet(game, rtp);
        for (const strip of [...set.base, ...set.free]) expect(Math.max(...strip.scatters)).toBe(1);
      }
    }
  });

  it('is part of the core package entry the server and the browser import', () => {
    for (const name of ['spinFromFloats', 'winFromCredits', 'parSheet', 'slotReelSet', 'SLOT_GAMES', 'simulateSlot']) {
      expect(core).toHaveProperty(name);
    }
  });
});
