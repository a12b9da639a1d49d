/** Verifying a past round from its revealed seeds: the same answer in the browser, the CLI and the server. */
import { serverSeedHash } from '../fairness/seeds.js';
import { diceRoll } from './dice.js';
import { limboMultiplier } from './limbo.js';
import { minePositions } from './mines.js';
import { checkPlinkoRisk, plinkoDrop } from './plinko.js';
import type { PlinkoRisk } from './plinko-tables.js';

export type OriginalGame = 'dice' | 'limbo' | 'plinko' | 'mines';

export const ORIGINAL_GAMES: readonly OriginalGame[] = ['dice', 'limbo', 'plinko', 'mines'];

/** What a round to verify needs: the seeds, and the settings that shape the draw (plinko rows, mines count). */
export interface RoundToVerify {
  serverSeed: string;
  clientSeed: string;
  nonce: number;
  /** Plinko rows, 8–16 (default 16). */
  rows?: number;
  /** Plinko risk: it picks the paytable, not the path (default low). */
  risk?: PlinkoRisk;
  /** Mines on the board, 1–24 (default 3). */
  mines?: number;
}

export type RoundOutcome =
  | { game: 'dice'; serverSeedHash: string; outcome: { roll: number } }
  | { game: 'limbo'; serverSeedHash: string; outcome: { multiplier: number } }
  | { game: 'plinko'; serverSeedHash: string; outcome: { path: number[]; bucket: number } }
  | { game: 'mines'; serverSeedHash: string; outcome: { mines: number[] } };

export const PLINKO_DEFAULT_ROWS = 16;
export const MINES_DEFAULT = 3;

/** Whether a string names one of the electronic games. */
export function isOriginalGame(game: string): game is OriginalGame {
  return (ORIGINAL_GAMES as readonly string[]).includes(game);
}

/** Recomputes a round's outcome from its seeds; bad settings throw a RangeError naming the setting. */
export function verifyRound(game: OriginalGame, round: RoundToVerify): RoundOutcome {
  const seeds = { serverSeed: round.serverSeed, clientSeed: round.clientSeed, nonce: round.nonce };
  const hash = serverSeedHash(round.serverSeed);
  switch (game) {
    case 'dice':
      return { game, serverSeedHash: hash, outcome: { roll: diceRoll(seeds) } };
    case 'limbo':
      return { game, serverSeedHash: hash, outcome: { multiplier: limboMultiplier(seeds) } };
    case 'plinko':
      if (round.risk !== undefined) checkPlinkoRisk(round.risk);
      return { game, serverSeedHash: hash, outcome: plinkoDrop(seeds, round.rows ?? PLINKO_DEFAULT_ROWS) };
    case 'mines':
      return { game, serverSeedHash: hash, outcome: { mines: minePositions(seeds, round.mines ?? MINES_DEFAULT) } };
    default:
      throw new RangeError(`unknown game ${String(game)}`);
  }
}
