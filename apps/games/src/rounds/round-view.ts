import { parseJson } from '@matchday/database';
import type { RoundPending, RoundState } from '../db/schema.js';
import type { GameId, GameOutcome, GameParams } from '../play/game-rounds.js';
import type { SeedPairRow } from '../seeds/seed-pair.repository.js';
import type { MinesBoardRow, RoundRow } from './round.repository.js';

/** A round's seeds: the server seed only once its pair is revealed (rotated). */
export interface RoundSeeds {
  seedPairId: number;
  serverSeedHash: string;
  serverSeed: string | null;
  clientSeed: string;
  nonce: number;
}

/**
 * A round as the player sees it, with what the browser needs to verify it once its pair is revealed:
 * `verifyRound(game, { serverSeed, clientSeed, nonce, rows, risk, mines })` for the electronic games,
 * `slotRoundFromSeeds(slotGame(game), params.rtp, seeds)` for the slots.
 */
export interface RoundView {
  id: string;
  game: GameId;
  currency: string;
  stake: number;
  /** Null until decided, and on rounds whose stake was given back. */
  win: number | null;
  /** Paid multiplier in ten-thousandths (1.98x = 19 800). */
  multiplier: number | null;
  params: GameParams;
  /** Null while the round is being played (a mines board is never shown before it ends). */
  outcome: GameOutcome | null;
  state: RoundState;
  /** What an open round waits for; `credit` means the win is on its way (re-sent until the wallet takes it). */
  pending: RoundPending | null;
  /** Mines: safe tiles opened so far, in order. */
  revealed?: number[];
  seeds: RoundSeeds;
  /** The balance after the round's last accepted move. */
  balance: number | null;
  createdAt: number;
  settledAt: number | null;
}

const hidden = (row: RoundRow) => row.pending === 'debit' || row.pending === 'play';

/** A stored round as the player sees it. */
export function roundView(row: RoundRow, pair: SeedPairRow, board?: MinesBoardRow): RoundView {
  const outcome = parseJson<(GameOutcome & { revealed?: number[] }) | null>(row.outcome, null);
  const view: RoundView = {
    id: row.id,
    game: row.game as GameId,
    currency: row.currency,
    stake: row.stake,
    win: row.state === 'open' && hidden(row) ? null : row.win,
    multiplier: row.state === 'open' && hidden(row) ? null : row.multiplier,
    params: parseJson<GameParams>(row.params, null as never),
    outcome: hidden(row) ? null : outcome,
    state: row.state,
    pending: row.pending,
    seeds: {
      seedPairId: pair.id,
      serverSeedHash: pair.serverSeedHash,
      serverSeed: pair.active === 1 ? null : pair.serverSeed,
      clientSeed: row.clientSeed,
      nonce: row.nonce,
    },
    balance: row.balance,
    createdAt: row.createdAt,
    settledAt: row.settledAt,
  };
  if (row.game === 'mines') view.revealed = board?.revealed ?? outcome?.revealed ?? [];
  return view;
}
