import type { RangeKey } from '../lib/bet-ranges';

/** Query keys of My bets (house rule 2): the lists invalidate through these after a cash-out or a cancel. */
export const myBetsKeys = {
  root: ['myBets'] as const,
  orders: () => [...myBetsKeys.root, 'orders'] as const,
  orderList: (settled: boolean, range: RangeKey) => [...myBetsKeys.orders(), settled, settled ? range : 'all'] as const,
  reserves: () => [...myBetsKeys.root, 'reserves'] as const,
  reserveList: (failed: boolean, range: RangeKey) =>
    [...myBetsKeys.reserves(), failed, failed ? range : 'all'] as const,
};
