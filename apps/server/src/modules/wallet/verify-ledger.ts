import type { AppDatabase } from '../../db/database.js';
import { createWalletRepository, type AccountRow } from './wallet.repository.js';

export interface LedgerReport {
  ok: boolean;
  counts: { accounts: number; transfers: number; entries: number; currencies: number };
  /** One line per violation, naming the account or transfer. */
  violations: string[];
}

const accountName = (a: AccountRow) =>
  `${a.ownerKind === 'member' ? `member:${a.ownerId}` : `house:${a.name}`} ${a.currency} (account ${a.id})`;

/**
 * Checks the ledger's invariants; reads only. Per currency all balances sum to zero; each balance
 * is the sum of its entries; no member is below zero; each posted transfer has its two entries.
 */
export async function verifyLedger(db: AppDatabase): Promise<LedgerReport> {
  const repo = createWalletRepository(db);
  const violations: string[] = [];
  const totals = await repo.currencyTotals();
  for (const t of totals)
    if (Number(t.total) !== 0) violations.push(`currency ${t.currency}: balances sum to ${t.total}, not 0`);
  for (const a of await repo.accountsOffTheirEntries())
    violations.push(`${accountName(a)}: balance ${a.balance} but its entries sum to ${a.entriesTotal}`);
  for (const a of await repo.membersBelowZero())
    violations.push(`${accountName(a)}: member balance ${a.balance} is below zero`);
  for (const t of await repo.malformedTransfers()) {
    violations.push(
      `transfer ${t.id} (${t.idempotencyKey}, ${t.status}): ${t.entryCount} entries summing to ${t.entriesTotal}`,
    );
  }
  const counts = { ...(await repo.counts()), currencies: totals.length };
  return { ok: violations.length === 0, counts, violations };
}
