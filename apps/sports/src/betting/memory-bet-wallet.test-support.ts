import type { BetWallet, BetWalletCredit, BetWalletDebit, BetWalletOutcome } from '@matchday/contract';

interface Move {
  key: string;
  userId: number;
  currency: string;
  delta: number;
  kind: string;
  orderId: string;
  outcome: BetWalletOutcome;
}

/**
 * The operator's wallet as the platform sees it, in memory, for the platform's own tests (the
 * real one is the app server's ledger): balances per member and currency, every key answered
 * once, insufficient funds refused, and switches to make it unreachable or refuse like a limit.
 */
export function createMemoryBetWallet(start: Record<string, number> = {}) {
  const balances = new Map<string, number>(Object.entries(start));
  const moves = new Map<string, Move>();
  const state = { down: false, refuse: null as null | { reason: string; message: string }, calls: 0 };
  /** Every debit as the platform sent it (its session, deferred), retries included. */
  const debits: BetWalletDebit[] = [];
  const slot = (userId: number, currency: string) => `${userId}:${currency}`;

  function apply(
    key: string,
    userId: number,
    currency: string,
    delta: number,
    kind: string,
    orderId: string,
  ): BetWalletOutcome {
    const seen = moves.get(key);
    if (seen) return seen.outcome;
    const now = balances.get(slot(userId, currency)) ?? 0;
    let outcome: BetWalletOutcome;
    if (delta < 0 && state.refuse && kind === 'stake') outcome = { status: 'rejected', ...state.refuse, balance: now };
    else if (now + delta < 0) outcome = { status: 'rejected', reason: 'insufficientFunds', balance: now };
    else {
      balances.set(slot(userId, currency), now + delta);
      outcome = { status: 'posted', balance: now + delta };
    }
    moves.set(key, { key, userId, currency, delta: outcome.status === 'posted' ? delta : 0, kind, orderId, outcome });
    return outcome;
  }

  const wallet: BetWallet = {
    async debit(m: BetWalletDebit) {
      state.calls += 1;
      debits.push(m);
      if (state.down) throw new Error('wallet unreachable');
      return apply(m.key, m.userId, m.currency, -m.amount, m.kind, m.orderId);
    },
    async credit(m: BetWalletCredit) {
      state.calls += 1;
      if (state.down) throw new Error('wallet unreachable');
      return apply(m.key, m.userId, m.currency, m.amount, m.kind, m.orderId);
    },
    async balance(userId, currency) {
      if (state.down) throw new Error('wallet unreachable');
      return balances.get(slot(userId, currency)) ?? 0;
    },
  };
  return {
    wallet,
    state,
    debits,
    balanceOf: (userId: number, currency: string) => balances.get(slot(userId, currency)) ?? 0,
    /** Posted movements, in order. */
    moves: () => [...moves.values()].filter((m) => m.outcome.status === 'posted'),
  };
}

export type MemoryBetWallet = ReturnType<typeof createMemoryBetWallet>;
