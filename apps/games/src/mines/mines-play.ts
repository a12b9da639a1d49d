import { MINES_TILES, minesMultiplier, payoutFor } from '@matchday/core';
import { parseJson } from '@matchday/database';
import { minesOf, readParams } from '../play/game-rounds.js';
import { debitRefused, refused, type PlayAnswer } from '../play/play-answer.js';
import { isAnswer, openRound, viewOf, type OpenerDeps } from '../play/round-opener.js';
import type { MinesBoardRow } from '../rounds/round.repository.js';
import { transactionIds, type GameMember } from '../wallet/round-wallet.js';

/**
 * Mines: start (the stake is debited and the board drawn from the seeds), reveal tiles (safe: the
 * multiplier grows; a mine: lost, settled with a credit of 0), cash out (the multiplier of the safe
 * tiles so far is credited). One game in play per member; every move is a compare-and-set on the board.
 */
export function createMinesPlay(deps: OpenerDeps) {
  /** Ends the game with this win (credit of 0 for a mine) and sends the credit; a lost race re-reads the round. */
  async function end(
    board: MinesBoardRow,
    mines: number[],
    multiplier: number,
    member: GameMember,
  ): Promise<PlayAnswer> {
    const round = (await deps.rounds.byId(board.roundId))!;
    const win = payoutFor(round.stake, multiplier);
    const ended = await deps.rounds.endMines(board, {
      pending: 'credit',
      win,
      multiplier,
      outcome: JSON.stringify({ mines, revealed: board.revealed }),
      creditTransactionId: transactionIds(round.id).credit,
    });
    if (!ended) return refused('noMinesGame', member.language);
    return viewOf(deps, await deps.steps.credit((await deps.rounds.byId(round.id))!));
  }

  /** The member's game in play, with its mines, or a refusal. */
  async function inPlay(member: GameMember) {
    const board = await deps.rounds.board(member.id);
    if (!board) return null;
    const round = (await deps.rounds.byId(board.roundId))!;
    if (round.pending !== 'play') return null;
    return { board, mines: parseJson<{ mines: number[] }>(round.outcome, { mines: [] }).mines };
  }

  return {
    async start(member: GameMember, stake: number, choices: { mines?: unknown }, opts: { requestKey?: string } = {}) {
      let params;
      try {
        params = readParams('mines', choices, () => 0);
      } catch (err) {
        if (err instanceof RangeError) return refused('invalidParameter', member.language, err.message);
        throw err;
      }
      if (params.game !== 'mines') throw new Error('mines params expected');
      const count = params.mines;
      const opened = await openRound(deps, {
        member,
        params,
        stake,
        requestKey: opts.requestKey,
        decide: (taken) => ({
          outcome: JSON.stringify({ mines: minesOf(count, taken) }),
          win: null,
          multiplier: null,
          board: { mines: count, revealed: '[]', safeCount: 0, updatedAt: deps.clock() },
        }),
      });
      if (isAnswer(opened)) return opened;
      const debit = await deps.steps.debit(opened, member, 'play');
      if (!debit.taken) {
        await deps.rounds.dropBoard(opened.id);
        return debitRefused(debit, member.language);
      }
      return viewOf(deps, debit.round);
    },

    /** Opens a tile 0–24: a mine ends the game lost; the last safe tile cashes out by itself. */
    async reveal(member: GameMember, tile: number): Promise<PlayAnswer> {
      if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES)
        return refused('invalidParameter', member.language, `tile must be 0–${MINES_TILES - 1}`);
      const game = await inPlay(member);
      if (!game) return refused('noMinesGame', member.language);
      const { board, mines } = game;
      if (board.revealed.includes(tile)) return refused('tileAlreadyRevealed', member.language);
      if (mines.includes(tile)) return end({ ...board, revealed: [...board.revealed, tile] }, mines, 0, member);
      if (!(await deps.rounds.revealSafe(board, tile, deps.clock())))
        return refused('tileAlreadyRevealed', member.language);
      const opened = { ...board, revealed: [...board.revealed, tile], safeCount: board.safeCount + 1 };
      if (opened.safeCount === MINES_TILES - board.mines)
        return end(opened, mines, minesMultiplier(board.mines, opened.safeCount), member);
      return viewOf(deps, (await deps.rounds.byId(board.roundId))!);
    },

    /** Takes the win of the safe tiles opened so far. */
    async cashOut(member: GameMember): Promise<PlayAnswer> {
      const game = await inPlay(member);
      if (!game) return refused('noMinesGame', member.language);
      if (game.board.safeCount === 0) return refused('nothingToCashOut', member.language);
      return end(game.board, game.mines, minesMultiplier(game.board.mines, game.board.safeCount), member);
    },
  };
}

export type MinesPlay = ReturnType<typeof createMinesPlay>;
