import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './open-database.js';
import { isUniqueViolation } from './unique-violation.js';

interface Schema {
  keys: { id: number; key: string; note: string | null };
}

const errorOf = (run: () => Promise<unknown>) =>
  run().then(
    () => undefined,
    (err: unknown) => err,
  );

describe('isUniqueViolation', () => {
  let db: Kysely<Schema>;
  afterEach(async () => db?.destroy());

  it('names the refusals of a unique index and a primary key, and no other failure', async () => {
    db = openDatabase<Schema>({ memory: true });
    await sql`create table keys (id integer primary key, key text not null unique, note text not null)`.execute(db);
    await db.insertInto('keys').values({ id: 1, key: 'a', note: 'first' }).execute();
    expect(
      isUniqueViolation(await errorOf(() => db.insertInto('keys').values({ id: 2, key: 'a', note: 'twin' }).execute())),
    ).toBe(true);
    expect(
      isUniqueViolation(
        await errorOf(() => db.insertInto('keys').values({ id: 1, key: 'b', note: 'same id' }).execute()),
      ),
    ).toBe(true);
    expect(
      isUniqueViolation(await errorOf(() => db.insertInto('keys').values({ id: 3, key: 'c', note: null }).execute())),
    ).toBe(false);
    expect(isUniqueViolation(await errorOf(() => sql`select * from missing`.execute(db)))).toBe(false);
    expect([undefined, null, 'unique', new Error('unique constraint')].map(isUniqueViolation)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
