import type { BetWalletCredit, BetWalletDebit } from '@matchday/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.js';
import type { TransferOutcome, TransferRequest, WalletService } from '../../wallet/index.js';
import type { BetRecordsRepository, MoveToApply } from './bet-records.repository.js';
import { createBetWallet } from './bet-wallet.service.js';

const MEMBER = 7;
/** The member's app session that their platform token names; 13 is one that has ended. */
const SESSION = '12';
const ENDED = '13';

/** A ledger in memory: balances, one outcome per key, members never below zero. */
function fakeLedger(start: number) {
  const balances = new Map<number, number>([[MEMBER, start]]);
  const outcomes = new Map<string, TransferOutcome>();
  const calls: TransferRequest[] = [];
  let nextId = 0;
  const transfer = async (req: TransferRequest): Promise<TransferOutcome> => {
    calls.push(req);
    const seen = outcomes.get(req.idempotencyKey);
    if (seen) return { ...seen, replayed: true };
    const member = 'member' in req.from ? req.from.member : 'member' in req.to ? req.to.member : 0;
    const delta = 'member' in req.from ? -req.amount : req.amount;
    const now = balances.get(member) ?? 0;
    const outcome: TransferOutcome =
      now + delta < 0
        ? {
            status: 'rejected',
            transferId: ++nextId,
            reason: 'insufficientFunds',
            balances: [{ userId: member, currency: req.currency, balance: now }],
          }
        : {
            status: 'posted',
            transferId: ++nextId,
            balances: [{ userId: member, currency: req.currency, balance: now + delta }],
          };
    if (outcome.status === 'posted') balances.set(member, now + delta);
    outcomes.set(req.idempotencyKey, outcome);
    return outcome;
  };
  const reads = { balance: 0 };
  const wallet = {
    transfer,
    balance: async (userId: number) => (reads.balance++, balances.get(userId) ?? 0),
    holds: async (key: string) => outcomes.has(key),
  } as unknown as WalletService;
  return {
    wallet,
    calls,
    outcomes,
    reads,
    balanceOf: (userId: number) => balances.get(userId) ?? 0,
    setBalance: (userId: number, v: number) => void balances.set(userId, v),
  };
}

function fakeRecords() {
  const moves = new Map<string, MoveToApply>();
  const records = {
    apply: async (m: MoveToApply) => void (moves.has(m.walletKey) || moves.set(m.walletKey, m)),
    moveByKey: async (key: string) => moves.get(key),
  } as unknown as BetRecordsRepository;
  return { records, moves };
}

function setup(opts: { start?: number; guard?: (req: TransferRequest) => void } = {}) {
  const asked: Array<[number, number, boolean]> = [];
  const ledger = fakeLedger(opts.start ?? 100_000);
  const guarded = {
    ...ledger.wallet,
    transfer: async (req: TransferRequest) => {
      opts.guard?.(req);
      return ledger.wallet.transfer(req);
    },
  } as WalletService;
  const { records, moves } = fakeRecords();
  const betWallet = createBetWallet({
    wallet: guarded,
    records,
    isMember: async (id) => id === MEMBER,
    stakeAllowed: async (sessionId, userId, deferred) => {
      asked.push([sessionId, userId, deferred]);
      return String(sessionId) === SESSION && userId === MEMBER;
    },
    defaultLanguage: 'vi',
    now: () => 5_000,
  });
  return { betWallet, ledger, moves, asked };
}

const stake = (more: Partial<BetWalletDebit> = {}): BetWalletDebit => ({
  key: 'sports:1001:stake',
  userId: MEMBER,
  currency: 'VND',
  amount: 10_000,
  orderId: '1001',
  kind: 'stake',
  title: 'A vs B · Home @ 2.00',
  placedAt: 4_000,
  session: SESSION,
  ...more,
});
const credit = (more: Partial<BetWalletCredit> = {}): BetWalletCredit => ({
  key: 'sports:1001:payout:v1',
  userId: MEMBER,
  currency: 'VND',
  amount: 20_000,
  orderId: '1001',
  kind: 'payout',
  betState: 'settled',
  at: 6_000,
  ...more,
});

describe('the bet wallet', () => {
  it('#5 refuses a stake whose session has ended, or that names none, in the member’s language, and moves nothing', async () => {
    const { betWallet, ledger, moves, asked } = setup();
    const ended = await betWallet.debit(stake({ session: ENDED, language: 'en' }));
    expect(ended).toEqual({
      status: 'rejected',
      reason: 'sessionEnded',
      message: expect.stringMatching(/login has ended/),
      balance: 100_000,
    });
    const none = await betWallet.debit(stake({ session: undefined }));
    expect(none).toMatchObject({
      status: 'rejected',
      reason: 'sessionEnded',
      message: expect.stringMatching(/kết thúc/),
    });
    expect(await betWallet.debit(stake({ session: 'not-a-session' }))).toMatchObject({ reason: 'sessionEnded' });
    expect(ledger.calls).toEqual([]);
    expect(moves.size).toBe(0);
    expect(asked).toEqual([[13, MEMBER, false]]);
  });

  it('#5 asks about a reserve bet’s session as deferred, and leaves reversals and credits alone', async () => {
    const { betWallet, asked } = setup();
    expect(await betWallet.debit(stake({ deferred: true }))).toMatchObject({ status: 'posted' });
    expect(asked).toEqual([[12, MEMBER, true]]);
    expect(await betWallet.credit(credit())).toMatchObject({ status: 'posted' });
    const reversal = stake({ key: 'sports:1001:reversal:v2', kind: 'reversal', amount: 5_000, session: undefined });
    expect(await betWallet.debit(reversal)).toMatchObject({ status: 'posted' });
    expect(asked).toHaveLength(1);
  });

  it('#5 answers a retried stake with its first outcome after the session ended', async () => {
    const { betWallet } = setup();
    expect(await betWallet.debit(stake())).toMatchObject({ status: 'posted' });
    expect(await betWallet.debit(stake({ session: ENDED }))).toMatchObject({ status: 'posted', balance: 90_000 });
  });

  it('takes a stake, records the move after the ledger posted, and answers a retry with the first outcome', async () => {
    const { betWallet, ledger, moves } = setup();
    expect(await betWallet.debit(stake())).toEqual({ status: 'posted', balance: 90_000 });
    expect(await betWallet.debit(stake())).toEqual({ status: 'posted', balance: 90_000 });
    expect(ledger.balanceOf(MEMBER)).toBe(90_000);
    expect(ledger.calls[0]).toMatchObject({
      idempotencyKey: 'sports:1001:stake',
      kind: 'stake',
      reference: 'sports:1001',
      from: { member: MEMBER },
      to: { house: 'bets' },
    });
    expect(moves.get('sports:1001:stake')).toMatchObject({
      kind: 'stake',
      amount: 10_000,
      title: 'A vs B · Home @ 2.00',
      placedAt: 4_000,
      at: 5_000,
    });
  });

  it('answers a new movement with the balance it left, without a read, and a replay with the balance as it is now', async () => {
    const { betWallet, ledger } = setup();
    expect(await betWallet.debit(stake())).toEqual({ status: 'posted', balance: 90_000 });
    expect(ledger.reads.balance).toBe(0);
    ledger.setBalance(MEMBER, 70_000);
    expect(await betWallet.debit(stake())).toEqual({ status: 'posted', balance: 70_000 });
    expect(ledger.reads.balance).toBe(1);
  });

  it('returns a control’s refusal as rejected, in the language the platform asked for, and records nothing', async () => {
    const { betWallet, moves } = setup({
      guard: (req) => {
        if (req.kind === 'stake')
          throw new AppError(
            'responsibleGamblingBlock',
            'rg.selfExcluded',
            { until: 1 },
            { until: '2027-01-01 00:00 UTC' },
          );
      },
    });
    const refused = await betWallet.debit(stake({ language: 'zh-cn' }));
    expect(refused).toEqual({
      status: 'rejected',
      reason: 'responsibleGamblingBlock',
      message: '您已自我排除至 2027-01-01 00:00 UTC。投注、游戏、存款和礼物均不可用。',
      balance: 100_000,
    });
    expect(moves.size).toBe(0);
  });

  it('refuses a stake or a reversal the wallet cannot cover, with the message in the site’s language', async () => {
    const { betWallet, moves } = setup({ start: 5_000 });
    expect(await betWallet.debit(stake())).toEqual({
      status: 'rejected',
      reason: 'insufficientFunds',
      message: expect.stringMatching(/\S/),
      balance: 5_000,
    });
    const reversal = await betWallet.debit(stake({ key: 'sports:1001:reversal:v2', kind: 'reversal' }));
    expect(reversal).toMatchObject({ status: 'rejected', reason: 'insufficientFunds' });
    expect(moves.size).toBe(0);
  });

  it('pays payouts and cash-outs from house payouts and refunds from house bets', async () => {
    const { betWallet, ledger } = setup();
    await betWallet.credit(credit());
    await betWallet.credit(credit({ key: 'sports:1001:cashout:9', kind: 'cashout', amount: 1_000, betState: 'open' }));
    await betWallet.credit(credit({ key: 'sports:1001:refund', kind: 'refund', amount: 500, betState: 'rejected' }));
    expect(ledger.calls.map((c) => [c.kind, c.from, c.to])).toEqual([
      ['payout', { house: 'payouts' }, { member: MEMBER }],
      ['cashout', { house: 'payouts' }, { member: MEMBER }],
      ['refund', { house: 'bets' }, { member: MEMBER }],
    ]);
    expect(ledger.balanceOf(MEMBER)).toBe(121_500);
  });

  it('a 0 credit settles the record without touching the ledger, once per key', async () => {
    const { betWallet, ledger, moves } = setup();
    expect(await betWallet.credit(credit({ amount: 0 }))).toEqual({ status: 'posted', balance: 100_000 });
    expect(await betWallet.credit(credit({ amount: 0, at: 7_000 }))).toEqual({ status: 'posted', balance: 100_000 });
    expect(ledger.calls).toHaveLength(0);
    expect(moves.get('sports:1001:payout:v1')).toMatchObject({ amount: 0, betState: 'settled', at: 6_000 });
  });

  it('refuses a key reused for another movement, and a member the app does not know', async () => {
    const { betWallet, ledger } = setup();
    await betWallet.credit(credit({ amount: 0 }));
    expect(await betWallet.credit(credit({ amount: 300 }))).toMatchObject({
      status: 'rejected',
      reason: 'idempotencyConflict',
    });
    await betWallet.credit(credit({ key: 'sports:1001:payout:v2' }));
    expect(await betWallet.credit(credit({ key: 'sports:1001:payout:v2', amount: 0 }))).toMatchObject({
      status: 'rejected',
      reason: 'idempotencyConflict',
    });
    expect(await betWallet.debit(stake({ userId: 99 }))).toMatchObject({ status: 'rejected', reason: 'notFound' });
    expect(ledger.balanceOf(MEMBER)).toBe(120_000);
  });

  it('throws what is not a refusal, so the platform retries with the same key', async () => {
    const { betWallet } = setup({
      guard: () => {
        throw new Error('database is locked');
      },
    });
    await expect(betWallet.debit(stake())).rejects.toThrow('database is locked');
  });
});
