import { isGameId, decideRound, readParams, topMultiplier, type SlotId } from './game-rounds.js';
import { isAnswer, openRound, viewOf, type OpenerDeps } from './round-opener.js';
import { debitRefused, refused, type PlayAnswer } from './play-answer.js';
import type { GameMember } from '../wallet/round-wallet.js';

/** The player's choices for a round, as the browser sends them (targets in hundredths). */
export type PlayChoices = Readonly<Record<string, unknown>>;

export interface PlayOptions {
  /** The browser's key for this play: a retry with it answers the first round and moves money once. */
  requestKey?: string;
}

/** True when stake × the choices' top multiplier still fits a safe integer win. */
function winFits(stake: number, multiplier: number): boolean {
  return (BigInt(stake) * BigInt(multiplier)) / 10_000n <= BigInt(Number.MAX_SAFE_INTEGER);
}

/**
 * Plays a dice, limbo, plinko or slot round end to end: the nonce, the debit, the outcome from the
 * seeds, the credit. A refused debit charges nothing; a credit the wallet did not confirm leaves the
 * round open (`pending: 'credit'`) for the recovery sweep.
 */
export async function playInstant(
  deps: OpenerDeps & { slotRtp: (slot: SlotId) => number },
  member: GameMember,
  game: string,
  stake: number,
  choices: PlayChoices,
  opts: PlayOptions = {},
): Promise<PlayAnswer> {
  const lang = member.language;
  if (!isGameId(game) || game === 'mines') return refused('invalidParameter', lang, `game: no instant game ${game}`);
  let params;
  try {
    params = readParams(game, choices, deps.slotRtp);
  } catch (err) {
    if (err instanceof RangeError) return refused('invalidParameter', lang, err.message);
    throw err;
  }
  if (params.game === 'mines') return refused('invalidParameter', lang, 'game: mines is played tile by tile');
  const instant = params;
  if (Number.isSafeInteger(stake) && stake > 0 && !winFits(stake, topMultiplier(instant)))
    return refused('invalidParameter', lang, 'stake: its top win passes the largest amount the wallet holds');
  const opened = await openRound(deps, {
    member,
    params: instant,
    stake,
    requestKey: opts.requestKey,
    decide: (taken) => {
      const decided = decideRound(instant, stake, taken);
      return { outcome: JSON.stringify(decided.outcome), win: decided.win, multiplier: decided.multiplier };
    },
  });
  if (isAnswer(opened)) return opened;
  const debit = await deps.steps.debit(opened, member, 'credit');
  if (!debit.taken) return debitRefused(debit, lang);
  return viewOf(deps, await deps.steps.credit(debit.round));
}
