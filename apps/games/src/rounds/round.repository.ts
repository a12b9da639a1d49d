import { isUniqueViolation, parseJson } from '@matchday/database';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { GamesDatabase } from '../db/database.js';
import type { MinesBoardsTable, RoundPending, RoundsTable } from '../db/schema.js';
import type { SeedPairRepository, TakenNonce } from '../seeds/seed-pair.repository.js';

export type RoundRow = Selectable<RoundsTable>;
export type MinesBoardRow = Omit<Selectable<MinesBoardsTable>, 'revealed'> & { revealed: number[] };

/** What a new round is, once its nonce is known: the row, and a mines board for a mines game. */
export interface RoundDraft {
  round: Omit<Insertable<RoundsTable>, 'seedPairId' | 'clientSeed' | 'nonce'>;
  board?: Omit<Insertable<MinesBoardsTable>, 'roundId' | 'memberId'>;
}

export type OpenedRound =
  { ok: true; round: RoundRow } | { ok: false; reason: 'tooSoon' | 'duplicateRequest' | 'minesGameOpen' };

const ROTATION_RETRIES = 3;

const toBoard = (r: Selectable<MinesBoardsTable>): MinesBoardRow => ({
  ...r,
  revealed: parseJson<number[]>(r.revealed, []),
});

/** The only Kysely reader and writer of games_rounds and games_mines_boards. */
export function createRoundRepository(db: GamesDatabase, seeds: SeedPairRepository) {
  const byId = (id: string) => db.selectFrom('gamesRounds').selectAll().where('id', '=', id).executeTakeFirst();
  const byRequest = (memberId: number, requestKey: string): Promise<RoundRow | undefined> =>
    db
      .selectFrom('gamesRounds')
      .selectAll()
      .where('memberId', '=', memberId)
      .where('requestKey', '=', requestKey)
      .executeTakeFirst();
  const board = async (memberId: number): Promise<MinesBoardRow | undefined> => {
    const row = await db.selectFrom('gamesMinesBoards').selectAll().where('memberId', '=', memberId).executeTakeFirst();
    return row && toBoard(row);
  };

  return {
    byId,
    byRequest,
    board,

    /**
     * Takes the member's next nonce and records the round (and its mines board) in one transaction:
     * a replayed request key, a second mines game or the strict profile's gate leaves no trace.
     */
    async open(
      memberId: number,
      at: number,
      minRoundMs: number,
      draft: (taken: TakenNonce) => RoundDraft,
    ): Promise<OpenedRound> {
      for (let attempt = 0; attempt <= ROTATION_RETRIES; attempt++) {
        let drafted: RoundDraft | undefined;
        try {
          const opened = await db.transaction().execute(async (trx) => {
            const taken = await seeds.takeNonce(memberId, at, minRoundMs, trx);
            if (typeof taken === 'string') return taken;
            drafted = draft(taken);
            const { round, board } = drafted;
            const row = { ...round, seedPairId: taken.seedPairId, clientSeed: taken.clientSeed, nonce: taken.nonce };
            await trx.insertInto('gamesRounds').values(row).execute();
            if (board)
              await trx
                .insertInto('gamesMinesBoards')
                .values({ ...board, roundId: row.id, memberId })
                .execute();
            return row;
          });
          if (opened === 'tooSoon') return { ok: false, reason: 'tooSoon' };
          if (opened === 'missing') continue;
          return { ok: true, round: (await byId(opened.id))! };
        } catch (err) {
          if (!isUniqueViolation(err)) throw err;
          const key = drafted?.round.requestKey;
          if (key && (await byRequest(memberId, key))) return { ok: false, reason: 'duplicateRequest' };
          if (drafted?.board && (await board(memberId))) return { ok: false, reason: 'minesGameOpen' };
          throw err;
        }
      }
      throw new Error(`member ${memberId} has no active seed pair`);
    },

    /** Moves a round on only from the `pending` step it was read in; false when someone else moved it first. */
    async move(id: string, from: RoundPending | null, change: Updateable<RoundsTable>): Promise<boolean> {
      let q = db.updateTable('gamesRounds').set(change).where('id', '=', id);
      q = from === null ? q.where('pending', 'is', null) : q.where('pending', '=', from);
      const res = await q.executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /** Rounds waiting for a credit or a rollback, and debits left unanswered since before `debitsBefore`. */
    async unfinished(debitsBefore: number, limit = 200): Promise<RoundRow[]> {
      return db
        .selectFrom('gamesRounds')
        .selectAll()
        .where((eb) =>
          eb.or([
            eb('pending', 'in', ['credit', 'rollback']),
            eb.and([eb('pending', '=', 'debit'), eb('createdAt', '<', debitsBefore)]),
          ]),
        )
        .orderBy('createdAt')
        .limit(limit)
        .execute();
    },

    /** A member's rounds but the refused ones, newest first. */
    async page(memberId: number, page: number, size: number): Promise<{ total: number; rows: RoundRow[] }> {
      const shown = db.selectFrom('gamesRounds').where('memberId', '=', memberId).where('state', '!=', 'refused');
      const [count, rows] = await Promise.all([
        shown.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
        shown
          .selectAll()
          .orderBy('createdAt', 'desc')
          .orderBy('nonce', 'desc')
          .limit(size)
          .offset((page - 1) * size)
          .execute(),
      ]);
      return { total: Number(count?.n ?? 0), rows };
    },

    async boardOf(roundId: string): Promise<MinesBoardRow | undefined> {
      const row = await db.selectFrom('gamesMinesBoards').selectAll().where('roundId', '=', roundId).executeTakeFirst();
      return row && toBoard(row);
    },

    /** Records a safe tile unless another reveal or the game's end came first. */
    async revealSafe(board: MinesBoardRow, tile: number, at: number): Promise<boolean> {
      const res = await db
        .updateTable('gamesMinesBoards')
        .set({ revealed: JSON.stringify([...board.revealed, tile]), safeCount: board.safeCount + 1, updatedAt: at })
        .where('roundId', '=', board.roundId)
        .where('safeCount', '=', board.safeCount)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) > 0;
    },

    /**
     * Ends a mines game as it was read (same safe count) and decides its round in one transaction;
     * false when another reveal or cash-out came first.
     */
    async endMines(board: MinesBoardRow, change: Updateable<RoundsTable>): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const gone = await trx
          .deleteFrom('gamesMinesBoards')
          .where('roundId', '=', board.roundId)
          .where('safeCount', '=', board.safeCount)
          .executeTakeFirst();
        if (Number(gone.numDeletedRows) === 0) return false;
        await trx
          .updateTable('gamesRounds')
          .set(change)
          .where('id', '=', board.roundId)
          .where('pending', '=', 'play')
          .execute();
        return true;
      });
    },

    /** Drops the board of a mines game that never started (its debit refused or rolled back). */
    async dropBoard(roundId: string): Promise<void> {
      await db.deleteFrom('gamesMinesBoards').where('roundId', '=', roundId).execute();
    },
  };
}

export type RoundRepository = ReturnType<typeof createRoundRepository>;
