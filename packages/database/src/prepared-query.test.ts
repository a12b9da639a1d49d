import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.js';
import { prepareQuery } from './prepared-query.js';

interface Schema {
  bets: { id: number; userId: number; stakeMinor: number; note: string };
}

describe('prepareQuery', () => {
  let db: Kysely<Schema>;
  afterEach(async () => db?.destroy());

  it('runs one compiled query with new values, camelCase columns and inside transactions', async () => {
    db = openDatabase<Schema>({ memory: true });
    await sql`create table bets (id integer primary key, user_id integer not null, stake_minor integer not null, note text not null)`.execute(db);
    const insert = prepareQuery<Schema, { id: number; userId: number; stake: number }, never>((q, p) => q.insertInto('bets').values({ id: p('id'), userId: p('userId'), stakeMinor: p('stake'), note: 'fixed' }));
    const ofUser = prepareQuery<Schema, { userId: number }, Schema['bets']>((q, p) => q.selectFrom('bets').selectAll().where('userId', '=', p('userId')).where('stakeMinor', '>', 0).orderBy('id'));
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
});
