import { describe, expect, it } from 'vitest';
import { gameWalletAnswer, gameWalletCodes } from './game-wallet-codes.js';
import { createGameWalletReader, gameWalletHeaders, signGameWalletCall } from './game-wallet-signature.js';
import {
  GAME_PROVIDER_HEADER,
  GAME_REPLAY_WINDOW_MS,
  gameWalletBalance,
  gameWalletCalls,
  gameWalletDebit,
  gameWalletSigningText,
} from './game-wallet.js';

const SECRET = 'acme-shared-game-wallet-secret-0123456789';
const now = 1_764_000_000_000;
const body = '{"playerId":7,"currency":"VND"}';

describe('the game wallet’s signed calls', () => {
  const read = createGameWalletReader(new Map([['acme', SECRET]]), () => now);
  const at = (offset = 0) => String(now + offset);

  it('signs `${timestamp}.${raw body}` and reads a good call once, with its provider', () => {
    expect(gameWalletSigningText('1', '{}')).toBe('1.{}');
    const headers = gameWalletHeaders('acme', SECRET, at(1), body);
    expect(read(gameWalletBalance, headers, body)).toEqual({
      ok: true,
      provider: 'acme',
      body: { playerId: 7, currency: 'VND' },
    });
    expect(read(gameWalletBalance, headers, body)).toMatchObject({ ok: false, refusal: 'invalidSignature' });
  });

  it('refuses each fault with its own code', () => {
    const good = gameWalletHeaders('acme', SECRET, at(2), body);
    const { [GAME_PROVIDER_HEADER]: _p, ...noProvider } = good;
    expect(read(gameWalletBalance, noProvider, body)).toMatchObject({ refusal: 'signatureRequired' });
    expect(read(gameWalletBalance, { ...good, [GAME_PROVIDER_HEADER]: 'ACME' }, body)).toMatchObject({
      refusal: 'unknownProvider',
    });
    const stale = at(-GAME_REPLAY_WINDOW_MS - 1);
    expect(read(gameWalletBalance, gameWalletHeaders('acme', SECRET, stale, body), body)).toMatchObject({
      refusal: 'signatureRequired',
    });
    expect(read(gameWalletBalance, gameWalletHeaders('acme', 'x'.repeat(40), at(3), body), body)).toMatchObject({
      refusal: 'invalidSignature',
    });
    const notJson = '{';
    expect(read(gameWalletBalance, gameWalletHeaders('acme', SECRET, at(4), notJson), notJson)).toEqual({
      ok: false,
      refusal: 'invalidParameter',
      info: 'body: not JSON',
    });
    const wrong = '{"playerId":0,"currency":"VND"}';
    expect(read(gameWalletBalance, gameWalletHeaders('acme', SECRET, at(5), wrong), wrong)).toMatchObject({
      refusal: 'invalidParameter',
      info: expect.stringMatching(/^playerId: /),
    });
    expect(signGameWalletCall(SECRET, at(6), body)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('declares each call once, under /game-wallet/v1/, and answers in the player’s language', () => {
    const paths = gameWalletCalls.map((c) => c.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.every((p) => p.startsWith('/game-wallet/v1/'))).toBe(true);
    expect(gameWalletDebit.body.safeParse({}).success).toBe(false);
    expect(gameWalletAnswer('insufficientFunds', 'th', { balance: 5 })).toEqual({
      code: gameWalletCodes.insufficientFunds,
      success: false,
      message: 'ยอดเงินของคุณไม่เพียงพอ',
      data: { balance: 5 },
    });
    expect(new Set(Object.values(gameWalletCodes)).size).toBe(Object.keys(gameWalletCodes).length);
  });
});
