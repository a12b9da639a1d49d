import { describe, expect, it } from 'vitest';
import {
  diceMultiplier,
  payoutFor,
  plinkoMultiplier,
  slotGame,
  slotRoundFromSeeds,
  winFromCredits,
} from '@matchday/core';
import { createMemoryGameWallet } from '../wallet/memory-game-wallet.test-support.js';
import { createGamesPlatform } from '../platform/create-games-platform.js';
import { decideRound, readParams } from './game-rounds.js';

const seeds = { serverSeed: 'server seed', clientSeed: 'client seed', nonce: 1 };
const rtp = () => 96;

describe('a game’s choices and its round', () => {
  it('reads each game’s choices and refuses what the core refuses, naming it', () => {
    expect(readParams('dice', { target: 5050, direction: 'over' }, rtp)).toEqual({
      game: 'dice',
      target: 5050,
      direction: 'over',
    });
    expect(() => readParams('dice', { target: 50.5, direction: 'over' }, rtp)).toThrow(/target/);
    expect(() => readParams('dice', { target: 5000, direction: 'up' }, rtp)).toThrow(/direction/);
    expect(() => readParams('limbo', { target: 100 }, rtp)).toThrow(/1\.01x/);
    expect(() => readParams('plinko', { rows: 17, risk: 'low' }, rtp)).toThrow(/rows/);
    expect(() => readParams('plinko', { rows: 8, risk: 'wild' }, rtp)).toThrow(/risk/);
    expect(readParams('golden-goal', { rtp: 99 }, () => 94)).toEqual({ game: 'golden-goal', rtp: 94 });
  });

  it('prices a round as the core does (stake’s published examples: dice 74.67, plinko 8 rows bucket 7)', () => {
    const under = decideRound({ game: 'dice', target: 8000, direction: 'under' }, 10_000, seeds);
    expect(under).toEqual({
      outcome: { roll: 74.67 },
      multiplier: diceMultiplier(8000),
      win: payoutFor(10_000, diceMultiplier(8000)),
    });
    expect(decideRound({ game: 'dice', target: 7467, direction: 'under' }, 10_000, seeds).win).toBe(0);
    const plinko = decideRound({ game: 'plinko', rows: 8, risk: 'high' }, 10_000, seeds);
    expect(plinko.outcome).toMatchObject({ bucket: 7 });
    expect(plinko.multiplier).toBe(plinkoMultiplier(8, 'high', 7));
    const slot = decideRound({ game: 'dragon-fortune', rtp: 92 }, 5_000, seeds);
    const replay = slotRoundFromSeeds(slotGame('dragon-fortune')!, 92, seeds);
    expect(slot.outcome).toEqual(replay);
    expect(slot.win).toBe(winFromCredits(slotGame('dragon-fortune')!, 5_000, replay.credits));
  });

  it('plays the slots at the operator’s RTP and refuses one the slot does not ship', async () => {
    const { wallet, balanceOf } = createMemoryGameWallet({ '1:VND': 100_000 });
    expect(() => createGamesPlatform({ wallet, slotRtp: { 'golden-goal': 95 } })).toThrow(/95/);
    const platform = createGamesPlatform({ wallet, slotRtp: { 'golden-goal': 92 }, recoverEveryMs: 0 });
    await platform.start();
    try {
      const member = { id: 1, currency: 'VND', session: 's1' };
      const played = await platform.play(member, 'golden-goal', 2_000, { rtp: 99 });
      if (!played.ok) throw new Error(played.message);
      expect(played.round.params).toEqual({ game: 'golden-goal', rtp: 92 });
      const other = await platform.play(member, 'dragon-fortune', 2_000, {});
      expect(other.ok && other.round.params).toEqual({ game: 'dragon-fortune', rtp: 96 });
      const rotated = await platform.rotateSeeds(1);
      if (!rotated.ok) throw new Error(rotated.code);
      const { serverSeed, clientSeed } = rotated.seeds.revealed!;
      const replay = slotRoundFromSeeds(slotGame('golden-goal')!, 92, { serverSeed, clientSeed, nonce: 0 });
      expect(played.round.outcome).toEqual(replay);
      expect(balanceOf(1, 'VND')).toBe(100_000 - 4_000 + played.round.win! + (other.ok ? other.round.win! : 0));
    } finally {
      await platform.close();
    }
  });
});
