import { describe, expect, it } from 'vitest';
import { createMemoryBetWallet } from '../memory-bet-wallet.test-support.js';
import { forwardingBetWallet } from './forwarding-bet-wallet.js';

const stake = {
  key: 'sports:1001:stake',
  userId: 7,
  currency: 'VND',
  amount: 50_000,
  orderId: '1001',
  kind: 'stake' as const,
  title: 'Hanoi FC vs Saigon FC · 1X2 Home @ 1.95',
  placedAt: 1,
};

describe('forwardingBetWallet', () => {
  it('holds calls made before the operator is bound, then answers them from it', async () => {
    const operator = createMemoryBetWallet({ '7:VND': 80_000 });
    const sut = forwardingBetWallet();
    let answered = false;
    const debit = sut.wallet.debit(stake).then((outcome) => {
      answered = true;
      return outcome;
    });
    await new Promise((r) => setTimeout(r, 10));
    expect(answered).toBe(false);
    expect(operator.state.calls).toBe(0);
    sut.bind(operator.wallet);
    expect(await debit).toEqual({ status: 'posted', balance: 30_000 });
  });

  it('goes straight to the bound operator for every call', async () => {
    const operator = createMemoryBetWallet({ '7:VND': 80_000 });
    const sut = forwardingBetWallet();
    sut.bind(operator.wallet);
    await sut.wallet.debit(stake);
    await sut.wallet.credit({
      key: 'sports:1001:payout:v1',
      userId: 7,
      currency: 'VND',
      amount: 97_500,
      orderId: '1001',
      kind: 'payout',
      betState: 'settled',
      at: 2,
    });
    expect(await sut.wallet.balance(7, 'VND')).toBe(127_500);
    expect(operator.moves().map((m) => m.kind)).toEqual(['stake', 'payout']);
  });
});
