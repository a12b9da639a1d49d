import type { PaymentsRepository } from './payments.repository.js';
import type { Sealer } from './sealed-text.js';

const BATCH = 200;

export interface SealingResult {
  /** Numbers sealed now: plain ones stored before sealing, and ones under an older key. */
  sealed: number;
  /** Numbers no configured key opens (DATA_KEY changed without the old one in DATA_KEY_PREVIOUS): left as they are. */
  unreadable: number;
}

/**
 * Seals every stored account number that is not sealed under the current key: the plain numbers
 * stored before sealing (migration 20261201T0910 keeps no key), and, after DATA_KEY changed, those
 * under a key now in DATA_KEY_PREVIOUS. Run at each start on every node; each row is replaced only if
 * it still holds what was read, so nodes and saves racing it lose nothing.
 */
export async function sealAccountNumbers(
  repo: Pick<PaymentsRepository, 'staleWithdrawAccounts' | 'staleWithdrawals' | 'resealAccountNumber'>,
  sealer: Sealer,
): Promise<SealingResult> {
  const result: SealingResult = { sealed: 0, unreadable: 0 };
  const tables = [
    ['withdrawAccounts', repo.staleWithdrawAccounts],
    ['withdrawals', repo.staleWithdrawals],
  ] as const;
  for (const [table, stale] of tables) {
    for (let after = 0; ;) {
      const rows = await stale(sealer.currentPrefix, after, BATCH);
      for (const row of rows) {
        after = row.key;
        let sealed: string;
        try {
          sealed = sealer.reseal(row.accountNumber);
        } catch {
          result.unreadable++;
          continue;
        }
        if (await repo.resealAccountNumber(table, row.key, row.accountNumber, sealed)) result.sealed++;
      }
      if (rows.length < BATCH) break;
    }
  }
  return result;
}
