import type { AppDatabase } from '../../db/database.js';
import { createLedgerAuditRepository, type AuditedAccount } from './ledger-audit.repository.js';

export interface LedgerReport {
  ok: boolean;
  counts: { accounts: number; transfers: number; entries: number; currencies: number };
  /** One line per violation, naming the account or transfer. */
  violations: string[];
}

const accountName = (a: AuditedAccount) =>
  `${a.ownerKind === 'member' ? `member:${a.ownerId}` : `house:${a.name}`} ${a.currency} (account ${a.id})`;

/**
 * Checks the ledger's invariants, exactly (amounts read as text, sums as BigInt); reads only. Per
 * currency all balances sum to zero; each balance is the sum of its entries; every amount is an
 * integer; no member is below zero and no balance past its bound; each posted transfer has its two
 * entries. Never throws: a check that cannot run is itself a violation, so a corrupted ledger gets
 * a report, not an error.
 */
export async function verifyLedger(db: AppDatabase): Promise<LedgerReport> {
  const repo = createLedgerAuditRepository(db);
  const violations: string[] = [];
  const check = async <T>(name: string, read: () => Promise<T[]>, say: (row: T) => string | undefined) => {
    try {
      const rows = await read();
      for (const row of rows) {
        const line = say(row);
        if (line !== undefined) violations.push(line);
      }
      return rows;
    } catch (err) {
      violations.push(`${name}: could not be checked (${err instanceof Error ? err.message : String(err)})`);
      return [];
    }
  };

  const totals = await check('currency totals', repo.currencyTotals, (t) =>
    t.total !== '0' ? `currency ${t.currency}: balances sum to ${t.total}, not 0` : undefined,
  );
  await check(
    'account balances',
    repo.accountsNotInteger,
    (a) => `${accountName(a)}: balance ${a.balance} is not an integer`,
  );
  await check('entry and transfer amounts', repo.movementsNotInteger, (m) =>
    m.what === 'entry'
      ? `entry ${m.id}: amount ${m.amount}, balance after ${m.balanceAfter ?? ''}: not integers`
      : `transfer ${m.id}: amount ${m.amount} is not an integer`,
  );
  await check(
    'balances against entries',
    repo.accountsOffTheirEntries,
    (a) => `${accountName(a)}: balance ${a.balance} but its entries sum to ${a.entriesTotal}`,
  );
  await check(
    'members below zero',
    repo.membersBelowZero,
    (a) => `${accountName(a)}: member balance ${a.balance} is below zero`,
  );
  await check(
    'balance bounds',
    repo.accountsPastTheirBound,
    (a) =>
      `${accountName(a)}: balance ${a.balance} is past the ledger's bound of ${a.ownerKind === 'member' ? '' : '±'}${a.bound}`,
  );
  await check(
    'transfers',
    repo.malformedTransfers,
    (t) => `transfer ${t.id} (${t.idempotencyKey}, ${t.status}): ${t.entryCount} entries summing to ${t.entriesTotal}`,
  );
  const [counts = { accounts: 0, transfers: 0, entries: 0 }] = await check(
    'counts',
    async () => [await repo.counts()],
    () => undefined,
  );
  return { ok: violations.length === 0, counts: { ...counts, currencies: totals.length }, violations };
}
