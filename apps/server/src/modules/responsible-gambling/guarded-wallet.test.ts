import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import type { TransferOutcome, TransferRequest, WalletService } from '../wallet/index.js';
import { guardWallet } from './guarded-wallet.js';

const MEMBER = 7;

/** A ledger in memory: one outcome per key, the member never below zero. */
function fakeLedger(start: number) {
  let balance = start;
  const outcomes = new Map<string, TransferOutcome>();
  const wallet = {
    async transfer(req: TransferRequest): Promise<TransferOutcome> {
      const seen = outcomes.get(req.idempotencyKey);
      if (seen) return { ...seen, replayed: true };
      balance -= req.amount;
      const outcome: TransferOutcome = {
        status: 'posted',
        transferId: outcomes.size + 1,
        balances: [{ userId: MEMBER, currency: req.currency, balance }],
      };
      outcomes.set(req.idempotencyKey, outcome);
      return outcome;
    },
    holds: async (key: string) => outcomes.has(key),
  } as unknown as WalletService;
  return { wallet, balance: () => balance };
}

const stake = (key: string): TransferRequest => ({
  idempotencyKey: key,
  kind: 'stake',
  reference: 'sports:1001',
  from: { member: MEMBER },
  to: { house: 'bets' },
  amount: 10_000,
  currency: 'VND',
});

describe('the guarded wallet', () => {
  it('refuses a new stake the controls refuse, and moves nothing', async () => {
    const ledger = fakeLedger(100_000);
    const sut = guardWallet(ledger.wallet, {
      assertAllowed: async () => {
        throw new AppError('responsibleGamblingBlock', 'rg.onBreak');
      },
    });
    await expect(sut.transfer(stake('sports:1001:stake'))).rejects.toMatchObject({
      codeName: 'responsibleGamblingBlock',
    });
    expect(ledger.balance()).toBe(100_000);
  });

  it('replays a stake the ledger already holds past the controls, which judged it the first time', async () => {
    const ledger = fakeLedger(100_000);
    let onBreak = false;
    const sut = guardWallet(ledger.wallet, {
      assertAllowed: async () => {
        if (onBreak) throw new AppError('responsibleGamblingBlock', 'rg.onBreak');
      },
    });
    const first = await sut.transfer(stake('sports:1001:stake'));
    onBreak = true;
    expect(await sut.transfer(stake('sports:1001:stake'))).toEqual({ ...first, replayed: true });
    await expect(sut.transfer(stake('sports:1002:stake'))).rejects.toMatchObject({
      codeName: 'responsibleGamblingBlock',
    });
    expect(ledger.balance()).toBe(90_000);
  });

  it('judges a casino stake as a game round, and lets casino wins and refunds through unchecked', async () => {
    const ledger = fakeLedger(100_000);
    const asked: string[] = [];
    const sut = guardWallet(ledger.wallet, {
      assertAllowed: async (_member, action) => {
        asked.push(action);
        throw new AppError('responsibleGamblingBlock', 'rg.onBreak');
      },
    });
    const casino = (kind: TransferRequest['kind'], key: string): TransferRequest => ({
      ...stake(key),
      kind,
      reference: 'game:matchday:r1',
      ...(kind === 'game_bet' ? { to: { house: 'casino' } } : { from: { house: 'casino' }, to: { member: MEMBER } }),
    });
    await expect(sut.transfer(casino('game_bet', 'game:matchday:t1'))).rejects.toMatchObject({
      codeName: 'responsibleGamblingBlock',
    });
    await sut.transfer(casino('game_win', 'game:matchday:t2'));
    await sut.transfer(casino('game_refund', 'game:matchday:t3'));
    expect(asked).toEqual(['game']);
  });

  it('passes what is not a refusal through, so the caller retries with the same key', async () => {
    const ledger = fakeLedger(100_000);
    const sut = guardWallet(ledger.wallet, {
      assertAllowed: async () => {
        throw new Error('database is locked');
      },
    });
    await expect(sut.transfer(stake('sports:1001:stake'))).rejects.toThrow('database is locked');
  });
});
