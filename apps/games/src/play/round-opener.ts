import { randomUUID } from 'node:crypto';
import type { RoundDraft, RoundRepository, RoundRow } from '../rounds/round.repository.js';
import { roundView } from '../rounds/round-view.js';
import { walletMessage, type RoundSteps } from '../rounds/round-steps.js';
import type { NewSeeds, SeedPairRepository, TakenNonce } from '../seeds/seed-pair.repository.js';
import { transactionIds, type GameMember } from '../wallet/round-wallet.js';
import type { GameParams } from './game-rounds.js';
import { refused, type PlayAnswer } from './play-answer.js';

const REQUEST_KEY = /^[\w:.-]{1,64}$/;

/** What every round opening shares: the repositories, the money steps, the clock and the profile's gate. */
export interface OpenerDeps {
  rounds: RoundRepository;
  seeds: SeedPairRepository;
  steps: RoundSteps;
  clock: () => number;
  /** The strict profile's gate: a round starting sooner than this after the member's last one is refused. */
  minRoundMs: number;
  freshSeeds: () => NewSeeds;
  /** Stakes above this are refused (minor units). */
  maxStake: number;
}

/** A new round's id: 33 characters, so its transaction ids stay within the protocol's 64. */
export const newRoundId = () => `g${randomUUID().replaceAll('-', '')}`;

/** The round's stored view, with its seed pair. */
export async function viewOf(deps: OpenerDeps, row: RoundRow): Promise<PlayAnswer> {
  const [pair] = await deps.seeds.byIds([row.seedPairId]);
  const board = row.game === 'mines' ? await deps.rounds.boardOf(row.id) : undefined;
  return { ok: true, round: roundView(row, pair!, board) };
}

export interface OpenRequest {
  member: GameMember;
  params: GameParams;
  stake: number;
  requestKey?: string | undefined;
  /** The decided parts of the row (outcome, win, multiplier) and a mines board, from the round's seeds. */
  decide: (
    taken: TakenNonce,
  ) => Pick<RoundDraft['round'], 'outcome' | 'win' | 'multiplier'> & Pick<RoundDraft, 'board'>;
}

/**
 * Answers a replayed request key with its first round: the same choices get the round as it stands
 * (an unfinished credit or rollback re-sent first), other choices `requestConflict`.
 */
async function replay(deps: OpenerDeps, found: RoundRow, req: OpenRequest): Promise<PlayAnswer> {
  const lang = req.member.language;
  if (found.game !== req.params.game || found.stake !== req.stake || found.params !== JSON.stringify(req.params))
    return refused('requestConflict', lang);
  if (found.state === 'refused') {
    const code = found.refusalCode ?? 0;
    return { ok: false, code: 'walletRefused', walletCode: code, message: walletMessage(code, req.member) };
  }
  const row = found.pending === 'credit' || found.pending === 'rollback' ? await deps.steps.resume(found) : found;
  if (row.state === 'rolledBack' || row.pending === 'rollback') return refused('walletUnavailable', lang);
  return viewOf(deps, row);
}

/**
 * Opens a round: a replayed request key answers its first round; otherwise the member's next nonce
 * is taken (the strict profile's gate with it) and the round recorded as waiting for its debit.
 */
export async function openRound(deps: OpenerDeps, req: OpenRequest): Promise<RoundRow | PlayAnswer> {
  const { member, stake, requestKey } = req;
  const lang = member.language;
  if (!Number.isSafeInteger(stake) || stake < 1 || stake > deps.maxStake)
    return refused('invalidParameter', lang, `stake must be 1–${deps.maxStake} minor units`);
  if (requestKey !== undefined) {
    if (!REQUEST_KEY.test(requestKey))
      return refused('invalidParameter', lang, 'requestKey: 1–64 of A-Z a-z 0-9 _ : . -');
    const found = await deps.rounds.byRequest(member.id, requestKey);
    if (found) return replay(deps, found, req);
  }
  const at = deps.clock();
  await deps.seeds.activeOrCreate(member.id, deps.freshSeeds, at);
  const id = newRoundId();
  const opened = await deps.rounds.open(member.id, at, deps.minRoundMs, (taken) => {
    const { board, ...decided } = req.decide(taken);
    return {
      round: {
        id,
        memberId: member.id,
        game: req.params.game,
        currency: member.currency,
        requestKey: requestKey ?? null,
        stake,
        params: JSON.stringify(req.params),
        ...decided,
        state: 'open',
        pending: 'debit',
        debitTransactionId: transactionIds(id).debit,
        createdAt: at,
      },
      ...(board ? { board } : {}),
    };
  });
  if (opened.ok) return opened.round;
  if (opened.reason === 'tooSoon') return refused('roundTooSoon', lang);
  if (opened.reason === 'minesGameOpen') return refused('minesGameOpen', lang);
  return replay(deps, (await deps.rounds.byRequest(member.id, requestKey!))!, req);
}

export const isAnswer = (x: RoundRow | PlayAnswer): x is PlayAnswer => 'ok' in x;
