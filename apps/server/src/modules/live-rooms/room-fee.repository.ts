import { isUniqueViolation } from '@matchday/database';
import type { Insertable, Selectable } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { LiveRoomFeesTable } from './live-rooms.tables.js';

export type RoomFeeRow = Selectable<LiveRoomFeesTable>;

/** The only Kysely importer for live_room_fees; reads the debit transfer's status for reconcile. */
export function createRoomFeeRepository(db: AppDatabase) {
  const find = (streamId: number, memberId: number) =>
    db
      .selectFrom('liveRoomFees')
      .selectAll()
      .where('streamId', '=', streamId)
      .where('memberId', '=', memberId)
      .executeTakeFirst();

  return {
    find,

    async hasPaid(streamId: number, memberId: number): Promise<boolean> {
      const row = await db
        .selectFrom('liveRoomFees')
        .select('id')
        .where('streamId', '=', streamId)
        .where('memberId', '=', memberId)
        .where('status', '=', 'posted')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * Claims the member's payment for a stream before money moves; a concurrent twin gets the row
     * that won. Undefined when the claim's debit key already pays another stream (a reused request key).
     */
    async claim(row: Insertable<LiveRoomFeesTable>): Promise<RoomFeeRow | undefined> {
      // No conflict target: identical twins may collide on the debit key's index first, which a targeted clause would not absorb.
      await db
        .insertInto('liveRoomFees')
        .values(row)
        .onConflict((oc) => oc.doNothing())
        .execute();
      return find(row.streamId, row.memberId);
    },

    /**
     * A rejected attempt becomes a new pending one under a new key: `moved` when another call moved
     * it first, `keyInUse` when the new debit key already pays another stream (a reused request key).
     */
    async retry(
      id: number,
      next: Pick<RoomFeeRow, 'requestKey' | 'debitKey' | 'shareKey' | 'amount' | 'anchorShare' | 'currency'>,
      at: number,
    ): Promise<'retried' | 'moved' | 'keyInUse'> {
      try {
        const r = await db
          .updateTable('liveRoomFees')
          .set({ ...next, status: 'pending', updatedAt: at })
          .where('id', '=', id)
          .where('status', '=', 'rejected')
          .executeTakeFirst();
        return Number(r.numUpdatedRows) > 0 ? 'retried' : 'moved';
      } catch (err) {
        if (isUniqueViolation(err)) return 'keyInUse';
        throw err;
      }
    },

    byId: (id: number) => db.selectFrom('liveRoomFees').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),

    /** Moves a pending payment to its outcome; true only for the one caller that moved it. */
    async settle(id: number, status: 'posted' | 'rejected', at: number): Promise<boolean> {
      const r = await db
        .updateTable('liveRoomFees')
        .set({ status, updatedAt: at })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    /** Pending payments since `since`, with their debit's status in the ledger (null: never posted). */
    pendingWithDebit: (since: number) =>
      db
        .selectFrom('liveRoomFees as f')
        .leftJoin('ledgerTransfers as d', 'd.idempotencyKey', 'f.debitKey')
        .selectAll('f')
        .select('d.status as debitStatus')
        .where('f.status', '=', 'pending')
        .where('f.updatedAt', '>=', since)
        .orderBy('f.id')
        .execute(),

    /** Distinct members whose entry fee to an anchor's rooms was paid (settled) in [begin, end]. */
    async payers(presenterId: number, begin: number, end: number): Promise<number> {
      const r = await db
        .selectFrom('liveRoomFees')
        .select((eb) => eb.fn.count<number>('memberId').distinct().as('n'))
        .where('presenterId', '=', presenterId)
        .where('status', '=', 'posted')
        .where('updatedAt', '>=', begin)
        .where('updatedAt', '<=', end)
        .executeTakeFirstOrThrow();
      return Number(r.n);
    },
  };
}
export type RoomFeeRepository = ReturnType<typeof createRoomFeeRepository>;
