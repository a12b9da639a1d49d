import { isPostgres, isUniqueViolation } from '@matchday/database';
import type { Kysely, Selectable } from 'kysely';
import type { GamesDatabase } from '../db/database.js';
import type { GamesDatabaseSchema, SeedPairsTable } from '../db/schema.js';

export type SeedPairRow = Selectable<SeedPairsTable>;

/** A fresh pair's secrets, made by the caller (a CSPRNG in production). */
export interface NewSeeds {
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
}

/** The nonce a round took, and the pair it took it from. */
export interface TakenNonce {
  seedPairId: number;
  serverSeed: string;
  clientSeed: string;
  nonce: number;
}

/** The only Kysely writer of games_seed_pairs (a rotation also reads whether a mines board is in play). */
export function createSeedPairRepository(db: GamesDatabase) {
  const active = (memberId: number) =>
    db.selectFrom('gamesSeedPairs').selectAll().where('memberId', '=', memberId).where('active', '=', 1);

  return {
    async active(memberId: number): Promise<SeedPairRow | undefined> {
      return active(memberId).executeTakeFirst();
    },

    /** The member's active pair, inserting `fresh()` when there is none (a racing insert wins, and is read). */
    async activeOrCreate(memberId: number, fresh: () => NewSeeds, at: number): Promise<SeedPairRow> {
      const found = await active(memberId).executeTakeFirst();
      if (found) return found;
      try {
        await db
          .insertInto('gamesSeedPairs')
          .values({ memberId, ...fresh(), nonce: 0, active: 1, lastRoundAt: null, createdAt: at, revealedAt: null })
          .execute();
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
      }
      return active(memberId).executeTakeFirstOrThrow();
    },

    async byIds(ids: readonly number[]): Promise<SeedPairRow[]> {
      if (ids.length === 0) return [];
      return db
        .selectFrom('gamesSeedPairs')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute();
    },

    async setClientSeed(memberId: number, clientSeed: string): Promise<boolean> {
      const res = await db
        .updateTable('gamesSeedPairs')
        .set({ clientSeed })
        .where('memberId', '=', memberId)
        .where('active', '=', 1)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /**
     * Takes the active pair's next nonce in one statement, unless the member's last round started
     * less than `minRoundMs` before `at`: then `tooSoon`. `missing` when no pair is active (a rotation
     * in between): the caller reads the new one and asks again.
     */
    async takeNonce(
      memberId: number,
      at: number,
      minRoundMs: number,
      executor: Kysely<GamesDatabaseSchema> = db,
    ): Promise<TakenNonce | 'tooSoon' | 'missing'> {
      let q = executor
        .updateTable('gamesSeedPairs')
        .set((eb) => ({ nonce: eb('nonce', '+', 1), lastRoundAt: at }))
        .where('memberId', '=', memberId)
        .where('active', '=', 1);
      if (minRoundMs > 0)
        q = q.where((eb) => eb.or([eb('lastRoundAt', 'is', null), eb('lastRoundAt', '<=', at - minRoundMs)]));
      const row = await q.returning(['id', 'serverSeed', 'clientSeed', 'nonce']).executeTakeFirst();
      if (row)
        return { seedPairId: row.id, serverSeed: row.serverSeed, clientSeed: row.clientSeed, nonce: row.nonce - 1 };
      const found = await executor
        .selectFrom('gamesSeedPairs')
        .select('id')
        .where('memberId', '=', memberId)
        .where('active', '=', 1)
        .executeTakeFirst();
      return found ? 'tooSoon' : 'missing';
    },

    /**
     * Reveals the active pair and makes `fresh` the member's active one; returns the revealed pair.
     * Refused while the member has a mines game in play (read once the pair is locked): its seed would show the board.
     */
    async rotate(memberId: number, fresh: NewSeeds, at: number): Promise<SeedPairRow | undefined | 'minesGameOpen'> {
      return db.transaction().execute(async (trx) => {
        let q = trx.selectFrom('gamesSeedPairs').selectAll().where('memberId', '=', memberId).where('active', '=', 1);
        if (isPostgres(db)) q = q.forUpdate();
        const old = await q.executeTakeFirst();
        const board = await trx
          .selectFrom('gamesMinesBoards')
          .select('roundId')
          .where('memberId', '=', memberId)
          .executeTakeFirst();
        if (board) return 'minesGameOpen' as const;
        if (old) {
          await trx.updateTable('gamesSeedPairs').set({ active: 0, revealedAt: at }).where('id', '=', old.id).execute();
        }
        await trx
          .insertInto('gamesSeedPairs')
          .values({
            memberId,
            ...fresh,
            nonce: 0,
            active: 1,
            lastRoundAt: old?.lastRoundAt ?? null,
            createdAt: at,
            revealedAt: null,
          })
          .execute();
        return old && { ...old, active: 0, revealedAt: at };
      });
    },
  };
}

export type SeedPairRepository = ReturnType<typeof createSeedPairRepository>;
