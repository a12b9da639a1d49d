import type { BetWallet } from '@matchday/contract';

export interface ForwardingBetWallet {
  /** Hand to `createSportsPlatform({ wallet })`. */
  wallet: BetWallet;
  /** Hands over the operator's wallet; calls made before it wait for it. */
  bind(operator: BetWallet): void;
}

/**
 * The operator's seamless wallet for a platform created before the operator's app exists (`npm
 * start` builds the platform, then the app server whose wallet it moves money through): each
 * call waits until `bind` hands over the real one, then goes straight to it.
 */
export function forwardingBetWallet(): ForwardingBetWallet {
  let bind!: (operator: BetWallet) => void;
  const bound = new Promise<BetWallet>((resolve) => (bind = resolve));
  return {
    bind,
    wallet: {
      debit: async (move) => (await bound).debit(move),
      credit: async (move) => (await bound).credit(move),
      balance: async (userId, currency) => (await bound).balance(userId, currency),
    },
  };
}
