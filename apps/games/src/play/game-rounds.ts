import {
  checkLimboTarget,
  checkMines,
  checkPlinkoRisk,
  checkPlinkoRows,
  diceMultiplier,
  diceRoll,
  diceWinChance,
  diceWins,
  limboMultiplier,
  limboPayoutMultiplier,
  limboWins,
  minePositions,
  MULTIPLIER_SCALE,
  payoutFor,
  plinkoDrop,
  plinkoMultiplier,
  plinkoTable,
  slotGame,
  slotReelSet,
  slotRoundFromSeeds,
  winFromCredits,
  type DiceDirection,
  type FairSeeds,
  type PlinkoRisk,
  type SlotRound,
} from '@matchday/core';

/** The games a round can be played in: the electronic games and the video slots. */
export const GAME_IDS = ['dice', 'limbo', 'plinko', 'mines', 'golden-goal', 'dragon-fortune'] as const;
export type GameId = (typeof GAME_IDS)[number];
export type SlotId = 'golden-goal' | 'dragon-fortune';
/** Games settled in one call; mines is played tile by tile. */
export type InstantGameId = Exclude<GameId, 'mines'>;

/** The player's choices as stored with the round (targets in hundredths, as the core reads them). */
export type GameParams =
  | { game: 'dice'; target: number; direction: DiceDirection }
  | { game: 'limbo'; target: number }
  | { game: 'plinko'; rows: number; risk: PlinkoRisk }
  | { game: 'mines'; mines: number }
  | { game: SlotId; rtp: number };

export type GameOutcome =
  { roll: number } | { multiplier: number } | { path: number[]; bucket: number } | { mines: number[] } | SlotRound;

/** A decided round: what was drawn, the paid multiplier (ten-thousandths) and the win in minor units. */
export interface DecidedRound {
  outcome: GameOutcome;
  multiplier: number;
  win: number;
}

export const isGameId = (game: string): game is GameId => (GAME_IDS as readonly string[]).includes(game);
export const isSlot = (game: GameId): game is SlotId => game === 'golden-goal' || game === 'dragon-fortune';

type Raw = Readonly<Record<string, unknown>>;

/**
 * The player's choices read for a game, or a RangeError naming the bad one. Slots take the
 * operator's RTP, never the player's.
 */
export function readParams(game: GameId, raw: Raw, slotRtp: (slot: SlotId) => number): GameParams {
  const whole = (name: string) => {
    const v = raw[name];
    if (typeof v !== 'number' || !Number.isSafeInteger(v)) throw new RangeError(`${name} must be a whole number`);
    return v;
  };
  switch (game) {
    case 'dice': {
      const direction = raw.direction;
      if (direction !== 'under' && direction !== 'over') throw new RangeError('direction must be under or over');
      const target = whole('target');
      diceWinChance(target, direction);
      return { game, target, direction };
    }
    case 'limbo':
      return { game, target: checkLimboTarget(whole('target')) };
    case 'plinko':
      return { game, rows: checkPlinkoRows(whole('rows')), risk: checkPlinkoRisk(String(raw.risk)) };
    case 'mines':
      return { game, mines: checkMines(whole('mines')) };
    default: {
      const rtp = slotRtp(game);
      slotReelSet(slotGame(game)!, rtp);
      return { game, rtp };
    }
  }
}

/** The most a stake can win in one round at these choices, for the safe-integer guard. */
export function topMultiplier(params: GameParams): number {
  switch (params.game) {
    case 'dice':
      return diceMultiplier(diceWinChance(params.target, params.direction));
    case 'limbo':
      return limboPayoutMultiplier(params.target);
    case 'plinko':
      return Math.max(...plinkoTable(params.rows, params.risk)) * (MULTIPLIER_SCALE / 100);
    case 'mines':
      return 0;
    default:
      return 0;
  }
}

/** Draws an instant game's round from its seeds with the core's code, and prices it. */
export function decideRound(
  params: Exclude<GameParams, { game: 'mines' }>,
  stake: number,
  seeds: FairSeeds,
): DecidedRound {
  const priced = (outcome: GameOutcome, multiplier: number) => ({
    outcome,
    multiplier,
    win: payoutFor(stake, multiplier),
  });
  switch (params.game) {
    case 'dice': {
      const roll = diceRoll(seeds);
      const wins = diceWins(roll, params.target, params.direction);
      return priced({ roll }, wins ? diceMultiplier(diceWinChance(params.target, params.direction)) : 0);
    }
    case 'limbo': {
      const multiplier = limboMultiplier(seeds);
      return priced({ multiplier }, limboWins(multiplier, params.target) ? limboPayoutMultiplier(params.target) : 0);
    }
    case 'plinko': {
      const drop = plinkoDrop(seeds, params.rows);
      return priced(drop, plinkoMultiplier(params.rows, params.risk, drop.bucket));
    }
    default: {
      const game = slotGame(params.game)!;
      const round = slotRoundFromSeeds(game, params.rtp, seeds);
      const win = winFromCredits(game, stake, round.credits);
      const multiplier = Math.floor((round.credits * MULTIPLIER_SCALE) / game.creditsPerStake);
      return { outcome: round, multiplier, win };
    }
  }
}

/** A mines round's board: where the mines lie, from its seeds. */
export function minesOf(mines: number, seeds: FairSeeds): number[] {
  return minePositions(seeds, mines);
}
