import type SQLite from 'better-sqlite3';
import type { Settled } from '@matchday/database';
import {
  balancesOf,
  refusalOf,
  rejectedOutcome,
  storedOutcome,
  type Ledger,
  type LedgerBatchResult,
} from './ledger-outcome.js';
import {
  idempotencyConflict,
  sameMovement,
  type AccountRef,
  type PreparedTransfer,
  type StoredTransfer,
} from './transfer-request.js';
import type { MemberBalance, TransferOutcome } from './ledger-outcome.js';

const MAX_CACHED_ACCOUNTS = 200_000;
const OTHER_TRANSACTION_LIMIT_MS = 5_000;

/**
 * The SQLite hot path: better-sqlite3 with statements compiled once and one synchronous
 * transaction per batch. A batch first runs without savepoints; if anything throws it is rolled
 * back and rerun with a savepoint per transfer, so only the failing one fails.
 */
export function createSqliteLedger(sqlite: SQLite.Database): Ledger {
  const s = {
    findAccount: sqlite
      .prepare('select id from ledger_accounts where owner_kind = ? and owner_id = ? and name = ? and currency = ?')
      .pluck(),
    createAccount: sqlite.prepare(
      'insert into ledger_accounts (owner_kind, owner_id, name, currency, balance, updated_at) values (?, ?, ?, ?, 0, ?)',
    ),
    balance: sqlite.prepare('select balance from ledger_accounts where id = ?').pluck(),
    claim: sqlite.prepare(
      `insert into ledger_transfers (idempotency_key, kind, reference, debit_account_id, credit_account_id, amount, currency, status, created_at)
       values (?, ?, ?, ?, ?, ?, ?, 'posted', ?) on conflict (idempotency_key) do nothing`,
    ),
    // The limits are integer comparisons in the updates themselves (docs/money.md "Limits"): no extra statement.
    debit: sqlite
      .prepare(
        'update ledger_accounts set balance = balance - ?, updated_at = ? where id = ? and balance >= ? returning balance',
      )
      .pluck(),
    credit: sqlite
      .prepare(
        'update ledger_accounts set balance = balance + ?, updated_at = ? where id = ? and balance <= ? returning balance',
      )
      .pluck(),
    undoDebit: sqlite.prepare('update ledger_accounts set balance = balance + ? where id = ?'),
    entries: sqlite.prepare(
      'insert into ledger_entries (transfer_id, account_id, amount, balance_after, created_at) values (?, ?, ?, ?, ?), (?, ?, ?, ?, ?)',
    ),
    reject: sqlite.prepare("update ledger_transfers set status = 'rejected', reject_reason = ? where id = ?"),
    stored: sqlite.prepare(
      `select id, kind, reference, debit_account_id as debitAccountId, credit_account_id as creditAccountId, amount, currency, status, reject_reason as rejectReason
       from ledger_transfers where idempotency_key = ?`,
    ),
    entryBalances: sqlite.prepare(
      'select account_id as accountId, balance_after as balanceAfter from ledger_entries where transfer_id = ?',
    ),
  };

  // Only committed account ids are cached; ids created by the open batch wait in `pending`.
  const cache = new Map<string, number>();
  const pending = new Map<string, number>();
  const pendingOrder: string[] = [];

  function accountId(ref: AccountRef, now: number): number {
    let id = cache.get(ref.key) ?? pending.get(ref.key);
    if (id !== undefined) return id;
    id = s.findAccount.get(ref.ownerKind, ref.ownerId, ref.name, ref.currency) as number | undefined;
    if (id !== undefined) {
      if (cache.size >= MAX_CACHED_ACCOUNTS) cache.clear();
      cache.set(ref.key, id);
      return id;
    }
    id = Number(s.createAccount.run(ref.ownerKind, ref.ownerId, ref.name, ref.currency, now).lastInsertRowid);
    pending.set(ref.key, id);
    pendingOrder.push(ref.key);
    return id;
  }

  function forgetPendingFrom(mark: number): void {
    for (let i = mark; i < pendingOrder.length; i++) pending.delete(pendingOrder[i]!);
    pendingOrder.length = mark;
  }

  function promotePending(): void {
    if (cache.size + pending.size > MAX_CACHED_ACCOUNTS) cache.clear();
    for (const [key, id] of pending) cache.set(key, id);
    forgetPendingFrom(0);
  }

  const currentBalance = (id: number) => s.balance.get(id) as number;

  function replay(t: PreparedTransfer, debitId: number, creditId: number): Settled<TransferOutcome> {
    const stored = s.stored.get(t.idempotencyKey) as StoredTransfer;
    if (!sameMovement(stored, t, debitId, creditId)) return { ok: false, error: idempotencyConflict() };
    if (stored.status !== 'posted')
      return {
        ok: true,
        value: storedOutcome(stored, balancesOf(t, currentBalance(debitId), currentBalance(creditId))),
      };
    let debitAfter = 0;
    let creditAfter = 0;
    for (const e of s.entryBalances.all(stored.id) as { accountId: number; balanceAfter: number }[]) {
      if (e.accountId === debitId) debitAfter = e.balanceAfter;
      else creditAfter = e.balanceAfter;
    }
    return { ok: true, value: storedOutcome(stored, balancesOf(t, debitAfter, creditAfter)) };
  }

  function apply(t: PreparedTransfer, now: number, moved: MemberBalance[]): Settled<TransferOutcome> {
    const result = move(t, now, moved);
    // A replayed posting runs it too: it is idempotent, and so repairs a write a crash lost before it rode along.
    if (t.alongside && result.ok && result.value.status === 'posted') t.alongside();
    return result;
  }

  function move(t: PreparedTransfer, now: number, moved: MemberBalance[]): Settled<TransferOutcome> {
    const debitId = accountId(t.debit, now);
    const creditId = accountId(t.credit, now);
    const claim = s.claim.run(t.idempotencyKey, t.kind, t.reference, debitId, creditId, t.amount, t.currency, now);
    if (claim.changes === 0) return replay(t, debitId, creditId);
    const transferId = Number(claim.lastInsertRowid);
    const debitAfter = s.debit.get(t.amount, now, debitId, t.debitFloor) as number | undefined;
    const creditAfter =
      debitAfter === undefined
        ? undefined
        : (s.credit.get(t.amount, now, creditId, t.creditCeiling) as number | undefined);
    if (debitAfter === undefined || creditAfter === undefined) {
      // A credit over its cap gives the debit back: the transaction is still open, so nobody saw it.
      if (debitAfter !== undefined) s.undoDebit.run(t.amount, debitId);
      const debitBalance = currentBalance(debitId);
      const reason = refusalOf(t, debitBalance);
      s.reject.run(reason, transferId);
      return {
        ok: true,
        value: rejectedOutcome(transferId, reason, balancesOf(t, debitBalance, currentBalance(creditId))),
      };
    }
    s.entries.run(transferId, debitId, -t.amount, debitAfter, now, transferId, creditId, t.amount, creditAfter, now);
    const balances = balancesOf(t, debitAfter, creditAfter);
    for (const b of balances) moved.push(b);
    return { ok: true, value: { status: 'posted', transferId, balances } };
  }

  // Nested inside the batch transaction, better-sqlite3 runs this one under a savepoint.
  const applyAlone = sqlite.transaction(apply);

  const runBatch = sqlite.transaction((items: PreparedTransfer[], now: number, isolate: boolean): LedgerBatchResult => {
    const results: Settled<TransferOutcome>[] = new Array<Settled<TransferOutcome>>(items.length);
    const moved: MemberBalance[] = [];
    for (let i = 0; i < items.length; i++) {
      if (!isolate) {
        results[i] = apply(items[i]!, now, moved);
        continue;
      }
      const mark = pendingOrder.length;
      try {
        results[i] = applyAlone(items[i]!, now, moved);
      } catch (error) {
        forgetPendingFrom(mark);
        results[i] = { ok: false, error };
      }
    }
    return { results, moved };
  });

  function attempt(items: PreparedTransfer[], now: number, isolate: boolean): LedgerBatchResult {
    try {
      const result = runBatch.immediate(items, now, isolate);
      promotePending();
      return result;
    } catch (error) {
      forgetPendingFrom(0);
      throw error;
    }
  }

  function postNow(items: PreparedTransfer[]): LedgerBatchResult {
    const now = Date.now();
    try {
      return attempt(items, now, false);
    } catch {
      return attempt(items, now, true);
    }
  }

  return {
    post(items) {
      if (!sqlite.inTransaction) return postNow(items);
      // Another transaction is open on this shared connection: joining it would tie our commit to its fate.
      return (async () => {
        const since = Date.now();
        while (sqlite.inTransaction) {
          if (Date.now() - since > OTHER_TRANSACTION_LIMIT_MS)
            throw new Error(
              'wallet: another transaction has held the SQLite connection for 5 s (is the wallet called from inside a transaction?)',
            );
          await new Promise((r) => setTimeout(r, 1));
        }
        return postNow(items);
      })();
    },
  };
}
