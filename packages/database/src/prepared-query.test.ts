import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, sqliteHandleOf } from './open-database.js';
import { prepareQuery } from './prepared-query.js';

interface Schema {
  bets: { id: number; userId: number; stakeMinor: number; note: string };
}

describe('prepareQuery', () => {
  let db: Kysely<Schema>;
  afterEach(async () => db?.destroy());

  it('runs one compiled query with new values, camelCase columns and inside transactions', async () => {
    db = openDatabase<Schema>({ memory: true });
    await sql`create table bets (id integer primary key, user_id integer not null, stake_minor integer not null, note text not null)`.execute(
      db,
    );
    const insert = prepareQuery<Schema, { id: number; userId: number; stake: number }, never>((q, p) =>
      q.insertInto('bets').values({ id: p('id'), userId: p('userId'), stakeMinor: p('stake'), note: 'fixed' }),
    );
    const ofUser = prepareQuery<Schema, { userId: number }, Schema['bets']>((q, p) =>
      q.selectFrom('bets').selectAll().where('userId', '=', p('userId')).where('stakeMinor', '>', 0).orderBy('id'),
    );
    await insert(db, { id: 1, userId: 7, stake: 100 });
    await db.transaction().execute(async (trx) => {
      await insert(trx, { id: 2, userId: 7, stake: 250 });
      await insert(trx, { id: 3, userId: 8, stake: 50 });
    });
    expect((await ofUser(db, { userId: 7 })).rows).toEqual([
      { id: 1, userId: 7, stakeMinor: 100, note: 'fixed' },
      { id: 2, userId: 7, stakeMinor: 250, note: 'fixed' },
    ]);
    expect((await ofUser(db, { userId: 8 })).rows.map((r) => r.stakeMinor)).toEqual([50]);
    expect((await ofUser(db, { userId: 9 })).rows).toEqual([]);
  });

  it('answers what Kysely would: change counts and row ids, and camelCased rows from returning', async () => {
    db = openDatabase<Schema>({ memory: true });
    await sql`create table bets (id integer primary key, user_id integer not null, stake_minor integer not null, note text not null)`.execute(
      db,
    );
    const insert = prepareQuery<Schema, { userId: number }, never>((q, p) =>
      q.insertInto('bets').values({ userId: p('userId'), stakeMinor: 10, note: 'n' }),
    );
    const bump = prepareQuery<Schema, { userId: number }, { id: number; stakeMinor: number }>((q, p) =>
      q
        .updateTable('bets')
        .set((eb) => ({ stakeMinor: eb('stakeMinor', '+', 5) }))
        .where('userId', '=', p('userId'))
        .returning(['id', 'stakeMinor']),
    );
    const first = await insert(db, { userId: 7 });
    expect(first).toEqual({ numAffectedRows: 1n, insertId: 1n, rows: [] });
    expect((await insert(db, { userId: 7 })).insertId).toBe(2n);
    expect((await bump(db, { userId: 7 })).rows).toEqual([
      { id: 1, stakeMinor: 15 },
      { id: 2, stakeMinor: 15 },
    ]);
  });

  it('waits for a transaction it is not part of, so its write never joins that transaction and its rollback', async () => {
    db = openDatabase<Schema>({ memory: true });
    await sql`create table bets (id integer primary key, user_id integer not null, stake_minor integer not null, note text not null)`.execute(
      db,
    );
    const insert = prepareQuery<Schema, { id: number }, never>((q, p) =>
      q.insertInto('bets').values({ id: p('id'), userId: 1, stakeMinor: 1, note: 'n' }),
    );
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let opened!: () => void;
    const isOpen = new Promise<void>((r) => (opened = r));
    const failing = db.transaction().execute(async (trx) => {
      await insert(trx, { id: 1 });
      opened();
      await gate;
      throw new Error('rolled back');
    });
    await isOpen;
    const outside = insert(db, { id: 2 });
    release();
    await expect(failing).rejects.toThrow('rolled back');
    await outside;
    expect((await db.selectFrom('bets').select('id').execute()).map((r) => r.id)).toEqual([2]);
  });

  it('runs at once inside a better-sqlite3 transaction on the connection, and refuses outside one', async () => {
    db = openDatabase<Schema>({ memory: true });
    await sql`create table bets (id integer primary key, user_id integer not null, stake_minor integer not null, note text not null)`.execute(
      db,
    );
    const insert = prepareQuery<Schema, { id: number }, never>((q, p) =>
      q.insertInto('bets').values({ id: p('id'), userId: 1, stakeMinor: 1, note: 'n' }),
    );
    const count = prepareQuery<Schema, Record<string, never>, { n: number }>((q) =>
      q.selectFrom('bets').select((eb) => eb.fn.countAll<number>().as('n')),
    );
    expect(() => insert.inSqliteTransaction(db, { id: 1 })).toThrow('no transaction is open');
    const sqlite = sqliteHandleOf(db)!;
    const both = sqlite.transaction(() => {
      insert.inSqliteTransaction(db, { id: 1 });
      insert.inSqliteTransaction(db, { id: 2 });
      return count.inSqliteTransaction(db, {}).rows[0]!.n;
    });
    expect(both()).toBe(2);
    const failing = sqlite.transaction(() => {
      insert.inSqliteTransaction(db, { id: 3 });
      throw new Error('the other write failed');
    });
    expect(failing).toThrow('the other write failed');
    expect((await count(db, {})).rows[0]!.n).toBe(2);
  });
});
