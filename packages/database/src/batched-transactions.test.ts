import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createBatchedTransactions } from './batched-transactions.js';
import { openDatabase } from './open-database.js';

interface Schema {
  items: { id: number; note: string };
}

describe('createBatchedTransactions', () => {
  let db: Kysely<Schema>;
  afterEach(async () => db?.destroy());

  async function open() {
    db = openDatabase<Schema>({ memory: true });
    await sql`create table items (id integer primary key, note text not null)`.execute(db);
    return createBatchedTransactions(db, { maxWaitMs: 5 });
  }

  it('commits concurrent work together and answers each with its own result', async () => {
    const sut = await open();
    const ids = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        sut.run(async (trx) => {
          await trx
            .insertInto('items')
            .values({ id: i, note: `n${i}` })
            .execute();
          return i;
        }),
      ),
    );
    expect(ids).toEqual(Array.from({ length: 50 }, (_, i) => i));
    const { count } = await db
      .selectFrom('items')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(50);
  });

  it('fails only the bad write of a batch: its neighbours are committed', async () => {
    const sut = await open();
    const write = (id: number) => sut.run((trx) => trx.insertInto('items').values({ id, note: 'x' }).execute());
    const outcomes = await Promise.allSettled([write(1), write(1), write(2)]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const rows = await db.selectFrom('items').select('id').orderBy('id').execute();
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    await sut.close();
    await expect(write(3)).rejects.toThrow(/closed/);
  });
});
