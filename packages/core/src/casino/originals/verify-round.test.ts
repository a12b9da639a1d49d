import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isOriginalGame, verifyRound, type OriginalGame } from './verify-round.js';

const round = { serverSeed: 'server seed', clientSeed: 'client seed', nonce: 1 };
const hash = createHash('sha256').update('server seed').digest('hex');

describe('verifyRound', () => {
  it('recomputes each game from the revealed seeds with the server seed hash', () => {
    expect(verifyRound('dice', round)).toEqual({ game: 'dice', serverSeedHash: hash, outcome: { roll: 74.67 } });
    expect(verifyRound('limbo', round)).toEqual({ game: 'limbo', serverSeedHash: hash, outcome: { multiplier: 1.32 } });
    expect(verifyRound('mines', { ...round, mines: 3 })).toEqual({
      game: 'mines',
      serverSeedHash: hash,
      outcome: { mines: [18, 15, 5] },
    });
    const plinko = verifyRound('plinko', { ...round, rows: 8, risk: 'high' });
    expect(plinko.game).toBe('plinko');
    expect(plinko.outcome).toMatchObject({ bucket: 7 });
  });

  it('defaults to 16 plinko rows and 3 mines', () => {
    const plinko = verifyRound('plinko', round).outcome as { path: number[] };
    expect(plinko.path).toHaveLength(16);
    expect(verifyRound('mines', round).outcome).toEqual({ mines: [18, 15, 5] });
  });

  it('refuses bad settings and unknown games', () => {
    expect(() => verifyRound('plinko', { ...round, rows: 4 })).toThrow(/rows/);
    expect(() => verifyRound('plinko', { ...round, risk: 'wild' as never })).toThrow(/risk/);
    expect(() => verifyRound('mines', { ...round, mines: 25 })).toThrow(/mines/);
    expect(() => verifyRound('dice', { ...round, nonce: -1 })).toThrow(/nonce/);
    expect(() => verifyRound('keno' as OriginalGame, round)).toThrow(/unknown game keno/);
    expect(isOriginalGame('mines')).toBe(true);
    expect(isOriginalGame('keno')).toBe(false);
  });
});
