/**
 * The ledger bench's workloads, shared with bench/bets, which times the hot-wallet case inside its
 * server process as the yardstick for a bet's cost.
 */
import type { TransferOutcome, TransferRequest, WalletService } from '../../apps/server/src/modules/wallet/index.js';

export const MEMBERS = 10_000;
export const HOT_TRANSFERS = 100_000;
export const CONCURRENCY = 4_000;

export interface PoolResult {
  perSecond: number;
  seconds: number;
  posted: number;
  rejected: number;
}

/** Runs `total` calls with `concurrency` in flight; returns calls per second and the outcomes' statuses. */
export async function pool(
  total: number,
  concurrency: number,
  call: (i: number) => Promise<TransferOutcome>,
): Promise<PoolResult> {
  let next = 0;
  let posted = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < total) {
      const r = await call(next++);
      if (r.status === 'posted') posted++;
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));
  const seconds = (performance.now() - started) / 1000;
  return { perSecond: total / seconds, seconds, posted, rejected: total - posted };
}

export function walletMoves(wallet: WalletService) {
  const move = (
    key: string,
    kind: TransferRequest['kind'],
    from: TransferRequest['from'],
    to: TransferRequest['to'],
    amount: number,
  ) => wallet.transfer({ idempotencyKey: key, kind, reference: 'bench', from, to, amount, currency: 'VND' });
  const member = (i: number) => ({ member: 1 + (i % MEMBERS) });
  const rand = (i: number) => (Math.imul(i + 1, 2654435761) >>> 0) % MEMBERS;
  return { move, member, rand };
}

/** Funds MEMBERS wallets with a deposit each (accounts are created on first touch). */
export function fundMembers(wallet: WalletService): Promise<PoolResult> {
  const { move, member } = walletMoves(wallet);
  return pool(MEMBERS, CONCURRENCY, (i) => move(`fund:${i}`, 'deposit', { house: 'cash' }, member(i), 100_000_000));
}

/** Case (b): every transfer touches one member wallet, half paying in from other members, half staking out. */
export async function hotWallet(wallet: WalletService, transfers = HOT_TRANSFERS): Promise<PoolResult> {
  const { move, member, rand } = walletMoves(wallet);
  const hotId = { member: MEMBERS + 1 };
  await move('fund:hot', 'deposit', { house: 'cash' }, hotId, 1_000_000_000);
  return pool(transfers, CONCURRENCY, (i) =>
    i % 2 === 0
      ? move(`hot:${i}`, 'gift', member(rand(i)), hotId, 100)
      : move(`hot:${i}`, 'stake', hotId, { house: 'bets' }, 50),
  );
}
