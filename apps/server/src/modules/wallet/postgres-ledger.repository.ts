import { sql, type Insertable, type Transaction } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { LedgerEntriesTable } from './wallet.tables.js';
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

type Trx = Transaction<Database>;
type Ids = readonly [debitId: number, creditId: number];
type NewEntry = Insertable<LedgerEntriesTable>;

const CLAIM_CHUNK = 1000;
const MAX_CACHED_ACCOUNTS = 200_000;

/**
 * PostgreSQL: one Kysely transaction per batch. Locks are taken in one global order (transfer
 * keys sorted, then accounts by id) so batches of several nodes cannot deadlock; if a batch still
 * fails, each transfer is retried in a transaction of its own.
 */
export function createPostgresLedger(db: AppDatabase): Ledger {
  // Accounts are created in their own committed statement, so every cached id is committed.
  const cache = new Map<string, number>();

  async function accountId(ref: AccountRef, now: number): Promise<number> {
    const hit = cache.get(ref.key);
    if (hit !== undefined) return hit;
    const where = { ownerKind: ref.ownerKind, ownerId: ref.ownerId, name: ref.name, currency: ref.currency };
    await db
      .insertInto('ledgerAccounts')
      .values({ ...where, balance: 0, updatedAt: now })
      .onConflict((oc) => oc.columns(['ownerKind', 'ownerId', 'name', 'currency']).doNothing())
      .execute();
    const row = await db
      .selectFrom('ledgerAccounts')
      .select('id')
      .where('ownerKind', '=', where.ownerKind)
      .where('ownerId', '=', where.ownerId)
      .where('name', '=', where.name)
      .where('currency', '=', where.currency)
      .executeTakeFirstOrThrow();
    if (cache.size >= MAX_CACHED_ACCOUNTS) cache.clear();
    cache.set(ref.key, row.id);
    return row.id;
  }

  const balanceOf = async (trx: Trx, id: number) =>
    (await trx.selectFrom('ledgerAccounts').select('balance').where('id', '=', id).executeTakeFirstOrThrow()).balance;

  async function claimKeys(trx: Trx, items: PreparedTransfer[], ids: Ids[], now: number): Promise<Map<number, number>> {
    const claimer = new Map<string, number>();
    items.forEach((t, i) => {
      if (!claimer.has(t.idempotencyKey)) claimer.set(t.idempotencyKey, i);
    });
    const order = [...claimer.values()].sort((a, b) => (items[a]!.idempotencyKey < items[b]!.idempotencyKey ? -1 : 1));
    const claimed = new Map<number, number>();
    for (let c = 0; c < order.length; c += CLAIM_CHUNK) {
      const chunk = order.slice(c, c + CLAIM_CHUNK);
      const rows = await trx
        .insertInto('ledgerTransfers')
        .values(
          chunk.map((i) => {
            const t = items[i]!;
            return {
              idempotencyKey: t.idempotencyKey,
              kind: t.kind,
              reference: t.reference,
              debitAccountId: ids[i]![0],
              creditAccountId: ids[i]![1],
              amount: t.amount,
              currency: t.currency,
              status: 'posted' as const,
              rejectReason: null,
              createdAt: now,
            };
          }),
        )
        .onConflict((oc) => oc.column('idempotencyKey').doNothing())
        .returning(['id', 'idempotencyKey'])
        .execute();
      const byKey = new Map(rows.map((r) => [r.idempotencyKey, r.id]));
      for (const i of chunk) {
        const id = byKey.get(items[i]!.idempotencyKey);
        if (id !== undefined) claimed.set(i, id);
      }
    }
    return claimed;
  }

  async function post(
    trx: Trx,
    t: PreparedTransfer,
    [debitId, creditId]: Ids,
    transferId: number,
    now: number,
    out: { moved: MemberBalance[]; entries: NewEntry[] },
  ): Promise<TransferOutcome> {
    // Debit and credit in one round trip: the debit runs only when both balances stay within their bounds
    // (docs/money.md "Limits"; both rows are locked), and the credit only when the debit matched.
    const { rows } = await sql<{ debitAfter: number | null; creditAfter: number | null }>`
      with d as (
        update ledger_accounts set balance = balance - ${t.amount}, updated_at = ${now}
        where id = ${debitId} and balance >= ${t.debitFloor}::bigint
          and exists (select 1 from ledger_accounts where id = ${creditId} and balance <= ${t.creditCeiling}::bigint)
        returning balance),
      c as (
        update ledger_accounts set balance = balance + ${t.amount}, updated_at = ${now}
        where id = ${creditId} and exists (select 1 from d) returning balance)
      select (select balance from d) as debit_after, (select balance from c) as credit_after`.execute(trx);
    const { debitAfter, creditAfter } = rows[0]!;
    if (debitAfter === null || creditAfter === null) {
      const debitBalance = await balanceOf(trx, debitId);
      const reason = refusalOf(t, debitBalance);
      await trx
        .updateTable('ledgerTransfers')
        .set({ status: 'rejected', rejectReason: reason })
        .where('id', '=', transferId)
        .execute();
      return rejectedOutcome(transferId, reason, balancesOf(t, debitBalance, await balanceOf(trx, creditId)));
    }
    out.entries.push(
      { transferId, accountId: debitId, amount: -t.amount, balanceAfter: debitAfter, createdAt: now },
      { transferId, accountId: creditId, amount: t.amount, balanceAfter: creditAfter, createdAt: now },
    );
    const balances = balancesOf(t, debitAfter, creditAfter);
    out.moved.push(...balances);
    return { status: 'posted', transferId, balances };
  }

  async function replay(
    trx: Trx,
    t: PreparedTransfer,
    [debitId, creditId]: Ids,
    pending: readonly NewEntry[],
  ): Promise<Settled<TransferOutcome>> {
    const stored: StoredTransfer = await trx
      .selectFrom('ledgerTransfers')
      .select([
        'id',
        'kind',
        'reference',
        'debitAccountId',
        'creditAccountId',
        'amount',
        'currency',
        'status',
        'rejectReason',
      ])
      .where('idempotencyKey', '=', t.idempotencyKey)
      .executeTakeFirstOrThrow();
    if (!sameMovement(stored, t, debitId, creditId)) return { ok: false, error: idempotencyConflict() };
    if (stored.status !== 'posted')
      return {
        ok: true,
        value: storedOutcome(stored, balancesOf(t, await balanceOf(trx, debitId), await balanceOf(trx, creditId))),
      };
    // A key posted earlier in this same batch has its entries still pending (written at the batch's end).
    const waiting = pending.filter((e) => e.transferId === stored.id);
    const entries =
      waiting.length > 0
        ? waiting
        : await trx
            .selectFrom('ledgerEntries')
            .select(['accountId', 'balanceAfter'])
            .where('transferId', '=', stored.id)
            .execute();
    const after = (id: number) => entries.find((e) => e.accountId === id)?.balanceAfter ?? 0;
    return { ok: true, value: storedOutcome(stored, balancesOf(t, after(debitId), after(creditId))) };
  }

  async function applyAll(trx: Trx, items: PreparedTransfer[], ids: Ids[], now: number): Promise<LedgerBatchResult> {
    const claimed = await claimKeys(trx, items, ids, now);
    const accounts = new Set<number>();
    for (const i of claimed.keys()) accounts.add(ids[i]![0]).add(ids[i]![1]);
    if (accounts.size > 0) {
      await trx
        .selectFrom('ledgerAccounts')
        .select('id')
        .where('id', 'in', [...accounts])
        .orderBy('id')
        .forUpdate()
        .execute();
    }
    const results: Settled<TransferOutcome>[] = [];
    const out = { moved: [] as MemberBalance[], entries: [] as NewEntry[] };
    for (let i = 0; i < items.length; i++) {
      const transferId = claimed.get(i);
      results.push(
        transferId === undefined
          ? await replay(trx, items[i]!, ids[i]!, out.entries)
          : { ok: true, value: await post(trx, items[i]!, ids[i]!, transferId, now, out) },
      );
    }
    // Entries are written together at the end: one statement per chunk instead of one per transfer.
    for (let c = 0; c < out.entries.length; c += CLAIM_CHUNK)
      await trx
        .insertInto('ledgerEntries')
        .values(out.entries.slice(c, c + CLAIM_CHUNK))
        .execute();
    return { results, moved: out.moved };
  }

  return {
    async post(items) {
      const now = Date.now();
      const ids: Ids[] = [];
      for (const t of items) ids.push([await accountId(t.debit, now), await accountId(t.credit, now)]);
      try {
        return await db.transaction().execute((trx) => applyAll(trx, items, ids, now));
      } catch {
        const results: Settled<TransferOutcome>[] = [];
        const moved: MemberBalance[] = [];
        for (let i = 0; i < items.length; i++) {
          try {
            const one = await db.transaction().execute((trx) => applyAll(trx, [items[i]!], [ids[i]!], now));
            results.push(one.results[0]!);
            moved.push(...one.moved);
          } catch (error) {
            results.push({ ok: false, error });
          }
        }
        return { results, moved };
      }
    },
  };
}
