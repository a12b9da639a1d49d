import { gameWalletCodes } from '@matchday/contract';
import { describe, expect, it } from 'vitest';
import { readGameProviders } from './game-providers.js';
import { creditTransfer, debitTransfer, envelopeOf, fingerprintOf, refundTransfer } from './game-wallet-rules.js';

const debit = {
  transactionId: 't1',
  roundId: 'r1',
  playerId: 7,
  currency: 'VND',
  gameId: 'dice',
  amount: 1000,
  session: '12',
};

describe('a call’s fingerprint', () => {
  it('covers what moves money, not the session or the language', () => {
    const same = fingerprintOf('debit', debit);
    expect(fingerprintOf('debit', { ...debit, session: '13', language: 'vi' })).toBe(same);
    for (const change of [
      { amount: 1001 },
      { playerId: 8 },
      { currency: 'CNY' },
      { roundId: 'r2' },
      { gameId: 'limbo' },
    ])
      expect(fingerprintOf('debit', { ...debit, ...change })).not.toBe(same);
    expect(fingerprintOf('credit', debit)).not.toBe(same);
  });
});

describe('the ledger movements', () => {
  const stored = { provider: 'acme', transactionId: 't1', roundId: 'r1', userId: 7, currency: 'VND', amount: 1000 };
  it('stakes to house casino, pays and refunds from it, the refund keyed on the debit', () => {
    expect(debitTransfer(stored)).toEqual({
      idempotencyKey: 'game:acme:t1',
      kind: 'game_bet',
      reference: 'game:acme:r1',
      from: { member: 7 },
      to: { house: 'casino' },
      amount: 1000,
      currency: 'VND',
    });
    expect(creditTransfer(stored)).toMatchObject({ kind: 'game_win', from: { house: 'casino' }, to: { member: 7 } });
    expect(refundTransfer(stored)).toMatchObject({
      idempotencyKey: 'game:acme:t1:rollback',
      kind: 'game_refund',
      from: { house: 'casino' },
      to: { member: 7 },
    });
  });
});

describe('a stored answer', () => {
  const row = { id: 5, transactionId: 't1', kind: 'debit', amount: 1000, answerMessage: null, balance: 9000 };
  it('answers as it first did: success with our id and the balance, a refusal with its code and balance', () => {
    expect(envelopeOf({ ...row, answerCode: 0 }, 'en')).toEqual({
      code: 0,
      success: true,
      message: 'Success',
      data: { transactionId: 't1', walletTransactionId: 5, balance: 9000 },
    });
    expect(envelopeOf({ ...row, kind: 'rollback', amount: 0, answerCode: 0 }, 'en').data).toMatchObject({
      rolledBack: false,
    });
    expect(envelopeOf({ ...row, answerCode: gameWalletCodes.insufficientFunds, answerMessage: 'x' }, 'vi')).toEqual({
      code: gameWalletCodes.insufficientFunds,
      success: false,
      message: 'x',
      data: { balance: 9000 },
    });
    expect(
      envelopeOf({ ...row, answerCode: gameWalletCodes.transactionRolledBack, balance: null }, 'vi'),
    ).toMatchObject({
      message: 'Giao dịch này đã bị hoàn tác',
      data: null,
    });
  });
});

describe('GAME_WALLET_PROVIDERS', () => {
  const read = (value: string | undefined) => {
    const problems: string[] = [];
    return { providers: readGameProviders(() => value, problems), problems };
  };
  const secret = 's'.repeat(16) + '0123456789abcdef';

  it('reads id:secret pairs, none by default', () => {
    expect(read(undefined).providers.size).toBe(0);
    const { providers, problems } = read(`acme:${secret}, other-1:${secret}x`);
    expect(problems).toEqual([]);
    expect([...providers]).toEqual([
      ['acme', secret],
      ['other-1', `${secret}x`],
    ]);
  });

  it('refuses short secrets, bad or repeated ids, and our own games’ id', () => {
    expect(read('acme:short').problems[0]).toMatch(/at least 32 characters/);
    for (const bad of [`Acme:${secret}`, `acme:${secret},acme:${secret}`, `matchday:${secret}`, 'acme'])
      expect(read(bad).problems).toHaveLength(1);
  });
});
