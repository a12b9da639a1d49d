import { describe, expect, it } from 'vitest';
import { readVerifyRequest } from './verify-request.js';

const seeds = { serverSeed: 'server seed', clientSeed: 'client seed', nonce: '1' };

describe('reading a request to verify a round', () => {
  it('accepts each game with its own settings, from flags (strings) or a body (numbers)', () => {
    expect(readVerifyRequest({ game: 'dice', ...seeds })).toEqual({
      ok: true,
      game: 'dice',
      round: { serverSeed: 'server seed', clientSeed: 'client seed', nonce: 1 },
    });
    expect(readVerifyRequest({ game: 'plinko', ...seeds, nonce: 7, rows: 12, risk: 'high' })).toMatchObject({
      ok: true,
      round: { nonce: 7, rows: 12, risk: 'high' },
    });
    expect(readVerifyRequest({ game: 'mines', ...seeds, mines: '24' })).toMatchObject({
      ok: true,
      round: { mines: 24 },
    });
    expect(readVerifyRequest({ game: 'limbo', ...seeds, nonce: '9007199254740991' })).toMatchObject({ ok: true });
  });

  it.each([
    [{ ...seeds }, 'game must be one of dice, limbo, plinko, mines'],
    [{ game: 'keno', ...seeds }, 'game must be one of dice, limbo, plinko, mines, got keno'],
    [{ game: 'dice', clientSeed: 'c', nonce: '1' }, 'server seed is required'],
    [{ game: 'dice', serverSeed: 's', clientSeed: '', nonce: '1' }, 'client seed is required'],
    [{ game: 'dice', serverSeed: 's', clientSeed: 'c' }, 'nonce must be a whole number ≥ 0'],
    [{ game: 'dice', ...seeds, nonce: '-1' }, 'nonce must be a whole number ≥ 0, got "-1"'],
    [{ game: 'dice', ...seeds, nonce: '1.5' }, 'nonce must be a whole number ≥ 0, got "1.5"'],
    [{ game: 'dice', ...seeds, nonce: '1e3' }, 'nonce must be a whole number ≥ 0, got "1e3"'],
    [{ game: 'dice', ...seeds, nonce: '9007199254740992' }, 'nonce must be a whole number ≥ 0, got "9007199254740992"'],
    [{ game: 'dice', ...seeds, rows: '8' }, 'dice takes no rows'],
    [{ game: 'limbo', ...seeds, mines: '3' }, 'limbo takes no mines'],
    [{ game: 'mines', ...seeds, risk: 'low' }, 'mines takes no risk'],
    [{ game: 'plinko', ...seeds, rows: '7' }, 'rows must be 8–16, got "7"'],
    [{ game: 'plinko', ...seeds, rows: 17 }, 'rows must be 8–16, got 17'],
    [{ game: 'plinko', ...seeds, rows: 'ten' }, 'rows must be 8–16, got "ten"'],
    [{ game: 'plinko', ...seeds, risk: 'extreme' }, 'risk must be low, medium, high, got "extreme"'],
    [{ game: 'mines', ...seeds, mines: '0' }, 'mines must be 1–24, got "0"'],
    [{ game: 'mines', ...seeds, mines: 25 }, 'mines must be 1–24, got 25'],
    [{ game: 'mines', ...seeds, mines: 'x' }, 'mines must be 1–24, got "x"'],
  ])('refuses %j', (fields, error) => {
    expect(readVerifyRequest(fields)).toEqual({ ok: false, error });
  });
});
