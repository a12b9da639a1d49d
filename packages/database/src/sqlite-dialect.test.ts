import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.js';

interface Schema {
  log: { id: number; n: number };
}

describe('the queued SQLite driver', () => {
  let db: Kysely<Schema>;
  afterEach(async () => db?.destroy());

  it('runs many concurrent queries and transactions one at a time, in the order they asked', async () => {
    db = openDatabase<Schema>({ memory: true });
    await sql`create table log (id integer primary key, n integer not null)`.execute(db);
    const order: number[] = [];
    await Promise.all(
      Array.from({ length: 300 }, (_, n) =>
        n % 3 === 0
          ? db.transaction().execute(async (trx) => {
              await trx.insertInto('log').values({ id: n, n }).execute();
              order.push(n);
            })
          : db
              .insertInto('log')
              .values({ id: n, n })
              .execute()
              .then(() => void order.push(n)),
      ),
    );
    expect(order).toEqual(Array.from({ length: 300 }, (_, n) => n));
    const { count } = await db
      .selectFrom('log')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(300);
  });
});
