import { orderStatus } from '@matchday/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.js';
import { refusalText } from '../../responsible-gambling/index.js';
import { ledgerMoveOf, recordOf, recordStatus, type AppliedMove } from './bet-wallet-rules.js';

let nextId = 0;
const move = (kind: string, amount: number, more: Partial<AppliedMove> = {}): AppliedMove => ({
  id: ++nextId,
  kind,
  amount,
  betState: null,
  title: null,
  placedAt: null,
  at: 1_000,
  ...more,
});

describe('the ledger movement of each wallet call', () => {
  it('takes stakes into house bets and refunds from there; payouts and cash-outs from house payouts, reversals back to it', () => {
    expect(ledgerMoveOf('stake', 7)).toEqual({ kind: 'stake', from: { member: 7 }, to: { house: 'bets' } });
    expect(ledgerMoveOf('refund', 7)).toEqual({ kind: 'refund', from: { house: 'bets' }, to: { member: 7 } });
    expect(ledgerMoveOf('payout', 7)).toEqual({ kind: 'payout', from: { house: 'payouts' }, to: { member: 7 } });
    expect(ledgerMoveOf('cashout', 7)).toEqual({ kind: 'cashout', from: { house: 'payouts' }, to: { member: 7 } });
    expect(ledgerMoveOf('reversal', 7)).toEqual({ kind: 'reversal', from: { member: 7 }, to: { house: 'payouts' } });
  });
});

describe('a bet record from its moves', () => {
  const stake = move('stake', 10_000, { title: 'Hanoi FC vs Saigon FC · 1X2 Home @ 1.95', placedAt: 500, at: 510 });

  it('is open with no payout while only the stake has moved', () => {
    expect(recordOf('42', [stake])).toEqual({
      title: stake.title,
      stake: 10_000,
      payout: null,
      state: 'open',
      placedAt: 500,
      settledAt: null,
    });
  });

  it('a losing settlement (0) ends it with a payout of 0', () => {
    expect(recordOf('42', [stake, move('payout', 0, { betState: 'settled', at: 2_000 })])).toMatchObject({
      payout: 0,
      state: 'settled',
      settledAt: 2_000,
    });
  });

  it('a corrected result: the new payout is added and the old one taken back, in any order', () => {
    const first = move('payout', 19_500, { betState: 'settled', at: 2_000 });
    const corrected = move('payout', 0, { betState: 'settled', at: 3_000 });
    const reversal = move('reversal', 19_500, { at: 3_001 });
    const expected = { stake: 10_000, payout: 0, state: 'settled', settledAt: 3_000 };
    expect(recordOf('42', [stake, first, corrected, reversal])).toMatchObject(expected);
    expect(recordOf('42', [reversal, corrected, stake, first])).toMatchObject(expected);
  });

  it('the latest credit decides the state: a partial cash-out keeps it open, a later refund cancels it', () => {
    const partial = move('cashout', 4_000, { betState: 'open', at: 2_000 });
    expect(recordOf('42', [stake, partial])).toMatchObject({ payout: 4_000, state: 'open', settledAt: null });
    const refund = move('refund', 6_000, { betState: 'cancelled', at: 2_500 });
    expect(recordOf('42', [stake, refund, partial])).toMatchObject({
      payout: 10_000,
      state: 'cancelled',
      settledAt: 2_500,
    });
  });

  it('equal times are ordered by arrival', () => {
    const a = move('refund', 10_000, { betState: 'rejected', at: 2_000 });
    const b = move('payout', 0, { betState: 'settled', at: 2_000 });
    expect(recordOf('42', [b, stake, a]).state).toBe('settled');
  });

  it('without its stake, it is named by the order and dated by its first move', () => {
    expect(recordOf('42', [move('payout', 5, { betState: 'settled', at: 9_000 })])).toMatchObject({
      title: '#42',
      stake: 0,
      placedAt: 9_000,
    });
  });

  it('shows the platform order status of its state', () => {
    expect(recordStatus).toEqual({
      open: orderStatus.accepted,
      settled: orderStatus.settled,
      rejected: orderStatus.rejected,
      cancelled: orderStatus.cancelled,
    });
  });
});

describe('refusal texts', () => {
  it('a limit is named in the member’s language, not in the English of the controls', () => {
    const err = new AppError(
      'responsibleGamblingBlock',
      'rg.limitReached',
      { kind: 'wager', period: 'day', limit: 1000, used: 900, left: 100 },
      { kind: 'wager', period: 'daily', left: '1 VND' },
    );
    expect(refusalText(err, 'vi')).toBe(
      'Giao dịch này vượt hạn mức đặt cược theo ngày của bạn. Bạn còn dùng được 1 VND trong kỳ này.',
    );
    expect(refusalText(err, 'zh-cn')).toBe('这将超过您的每日投注限额。本周期内您还可使用 1 VND。');
    expect(refusalText(err, 'en')).toBe(
      'This would go over your daily wager limit. You can use 1 VND more in this period.',
    );
  });

  it('a break keeps its date; a bare code says its own message', () => {
    const err = new AppError('responsibleGamblingBlock', 'rg.onBreak', { until: 1 }, { until: '2027-01-01 00:00 UTC' });
    expect(refusalText(err, 'vi')).toContain('2027-01-01 00:00 UTC');
    expect(refusalText(new AppError('idempotencyConflict'), 'en')).not.toBe('code.idempotencyConflict');
  });
});
