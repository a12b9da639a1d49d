import {
  gameWalletAnswer,
  gameWalletCodes,
  type GameWallet,
  type GameWalletCodeName,
  type GameWalletEnvelope,
  type MessageLanguage,
} from '@matchday/contract';
import { AppError } from '../../http/app-error.js';
import { refusalText } from '../responsible-gambling/index.js';
import type { TransferOutcome, TransferRequest, WalletService } from '../wallet/index.js';
import type { AnswerToStore, GameWalletRepository, GameWalletRow } from './game-wallet.repository.js';
import {
  creditTransfer,
  debitTransfer,
  envelopeOf,
  fingerprintOf,
  refundTransfer,
  type GameWalletKind,
  type GameWalletMove,
} from './game-wallet-rules.js';

/** Status 1 is an account in service; 2 closed by a ban. */
const ACTIVE = 1;

export interface GameWalletDeps {
  repo: GameWalletRepository;
  /** The responsible-gambling guarded wallet: a new debit passes breaks, exclusions and limits; a held key replays. */
  wallet: WalletService;
  findPlayer(userId: number): Promise<{ status: number } | undefined>;
  /** Whether the launch's session of this player may still stake (the session module's rule). */
  sessionAllows(session: string, userId: number): Promise<boolean>;
}

type Answer = GameWalletEnvelope<never>;
/** A transaction id this call claimed (`fresh`) or found pending (a crash, or another node mid-call), to drive to its answer. */
interface Claim {
  row: GameWalletRow;
  fresh: boolean;
  player: { status: number };
}

/**
 * The casino's seamless wallet (docs/game-wallet-protocol.md, README): each provider transaction
 * id is claimed once in `game_wallet_transactions`, moved once through the ledger under its own
 * key, and answered once; later calls with that id get the stored answer. A rollback marks its
 * debit before it looks at the ledger, and a debit looks at the mark after its transfer committed,
 * so whichever comes second refunds it (the refund is keyed on the debit: once).
 */
export function createGameWalletService(deps: GameWalletDeps) {
  const { repo, wallet } = deps;
  /** One attempt per transaction id at a time in this process: a concurrent retry waits and reads the answer. */
  const inflight = new Map<string, Promise<unknown>>();

  async function singleFlight<T>(key: string, run: () => Promise<T>): Promise<T> {
    for (let other = inflight.get(key); other; other = inflight.get(key)) await other.catch(() => undefined);
    const p = run();
    inflight.set(key, p);
    try {
      return await p;
    } finally {
      inflight.delete(key);
    }
  }

  const answer = (name: GameWalletCodeName, lang: MessageLanguage, balance: number | null) =>
    gameWalletAnswer<never>(name, lang, balance === null ? null : { balance });
  const stored = (name: GameWalletCodeName, lang: MessageLanguage, balance: number | null, message?: string) => ({
    code: gameWalletCodes[name],
    message: message ?? answer(name, lang, null).message,
    balance,
    posted: name === 'success',
  });
  const balanceOf = (row: GameWalletRow) => wallet.balance(row.userId, row.currency);

  /** The member's balance from a transfer's outcome, or read afresh for a replay (its balances are from back then). */
  async function balanceAfter(outcome: TransferOutcome, userId: number, currency: string): Promise<number> {
    const own = outcome.replayed ? undefined : outcome.balances.find((b) => b.userId === userId)?.balance;
    return own ?? wallet.balance(userId, currency);
  }

  /** A transfer's outcome as an answer to store; refusals of the controls and the ledger's checks become their codes. */
  async function move(req: TransferRequest, userId: number, lang: MessageLanguage) {
    try {
      const outcome = await wallet.transfer(req);
      const balance = await balanceAfter(outcome, userId, req.currency);
      if (outcome.status === 'posted') return stored('success', lang, balance);
      return stored(
        outcome.reason === 'balanceLimitExceeded' ? 'balanceLimitExceeded' : 'insufficientFunds',
        lang,
        balance,
      );
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const balance = await wallet.balance(userId, req.currency);
      if (err.codeName === 'responsibleGamblingBlock')
        return stored('responsibleGamblingBlock', lang, balance, refusalText(err, lang));
      if (err.codeName === 'idempotencyConflict') return stored('transactionConflict', lang, balance);
      if (err.codeName === 'validationFailed') return stored('invalidParameter', lang, balance, refusalText(err, 'en'));
      throw err;
    }
  }

  /** Stores a call's first answer and answers the one stored (another attempt's, if it stored first). */
  async function finish(row: GameWalletRow, answerToStore: AnswerToStore, lang: MessageLanguage): Promise<Answer> {
    const now = (await repo.finish(row.id, answerToStore)) ?? (await repo.find(row.provider, row.transactionId));
    return envelopeOf(now!, lang);
  }

  /** Refunds a debit the ledger posted; null when it never moved money. */
  async function refundIfPosted(debit: GameWalletRow, lang: MessageLanguage) {
    const taken = debitTransfer(debit);
    if (!(await wallet.holds(taken.idempotencyKey))) return null;
    // Replaying the held key answers its first outcome and moves nothing.
    if ((await wallet.transfer(taken)).status !== 'posted') return null;
    return move(refundTransfer(debit), debit.userId, lang);
  }

  async function driveDebit({ row, fresh, player }: Claim, session: string, lang: MessageLanguage): Promise<Answer> {
    const refuse = async (name: GameWalletCodeName) => finish(row, stored(name, lang, await balanceOf(row)), lang);
    if (row.rolledBack === 1) {
      await refundIfPosted(row, lang);
      return refuse('transactionRolledBack');
    }
    const request = debitTransfer(row);
    // A key the ledger holds is a retry of a debit judged already: its answer stands, whatever the session says now.
    if (fresh || !(await wallet.holds(request.idempotencyKey))) {
      if (player.status !== ACTIVE) return refuse('playerBlocked');
      if (!(await deps.sessionAllows(session, row.userId))) return refuse('sessionEnded');
    }
    const taken = await move(request, row.userId, lang);
    if (!taken.posted) return finish(row, taken, lang);
    const answered = await repo.finishUnlessRolledBack(row.id, taken);
    if (answered) return envelopeOf(answered, lang);
    // The stake is taken but the id does not answer so: a rollback marked it before the transfer committed
    // (and found nothing to refund), or another node answered a refusal meanwhile. Given back, keyed once.
    const now = (await repo.find(row.provider, row.transactionId))!;
    if (now.rolledBack === 1 || now.answerCode !== gameWalletCodes.success) await refundIfPosted(row, lang);
    if (now.state === 'done') return envelopeOf(now, lang);
    return refuse('transactionRolledBack');
  }

  async function driveCredit({ row }: Claim, lang: MessageLanguage): Promise<Answer> {
    if (row.amount === 0) return finish(row, stored('success', lang, await balanceOf(row)), lang);
    return finish(row, await move(creditTransfer(row), row.userId, lang), lang);
  }

  async function driveRollback({ row }: Claim, originalId: string, lang: MessageLanguage): Promise<Answer> {
    const done = async (name: GameWalletCodeName, amount = 0, balance?: number) =>
      finish(row, { ...stored(name, lang, balance ?? (await balanceOf(row))), amount }, lang);
    let target = await repo.find(row.provider, originalId);
    if (!target) {
      // An id rolled back before it arrived: marked, so that a late debit (or credit) with it is refused.
      if (await repo.claim(markOf(row, originalId))) return done('success');
      target = (await repo.find(row.provider, originalId))!;
    }
    if (target.kind === 'unknown') return done('success');
    if (target.kind !== 'debit') return done('notRollbackable');
    if (target.userId !== row.userId || target.currency !== row.currency) return done('transactionConflict');
    await repo.markRolledBack(target.id);
    const refund = await refundIfPosted(target, lang);
    if (!refund) return done('success');
    if (!refund.posted) return finish(row, { ...refund, amount: 0 }, lang);
    return done('success', target.amount, refund.balance ?? undefined);
  }

  /** Claims the call's transaction id, or finds it: its stored answer, a refusal, or the claim to drive. */
  async function claim(
    provider: string,
    kind: GameWalletKind,
    m: GameWalletMove,
    lang: MessageLanguage,
  ): Promise<Claim | Answer> {
    const player = await deps.findPlayer(m.playerId);
    if (!player) return answer('playerNotFound', lang, null);
    const owner = await repo.roundOwner(provider, m.roundId);
    if (owner && (owner.userId !== m.playerId || owner.currency !== m.currency))
      return answer('roundMismatch', lang, null);
    const fingerprint = fingerprintOf(kind, m);
    const t = Date.now();
    const claimed = await repo.claim({
      provider,
      transactionId: m.transactionId,
      kind,
      roundId: m.roundId,
      gameId: m.gameId,
      userId: m.playerId,
      currency: m.currency,
      amount: 'amount' in m ? m.amount : 0,
      originalTransactionId: 'originalTransactionId' in m ? m.originalTransactionId : null,
      fingerprint,
      state: 'pending',
      createdAt: t,
      updatedAt: t,
    });
    if (claimed) return { row: claimed, fresh: true, player };
    const existing = await repo.find(provider, m.transactionId);
    if (!existing) throw new Error(`game wallet: transaction ${m.transactionId} neither found nor claimed`);
    if (existing.kind === 'unknown') return envelopeOf(existing, lang);
    if (existing.fingerprint !== fingerprint) return answer('transactionConflict', lang, null);
    if (existing.state === 'done') return envelopeOf(existing, lang);
    return { row: existing, fresh: false, player };
  }

  /** A call under its transaction id: answered from what is stored, else claimed and driven to its first answer. */
  function run(
    provider: string,
    kind: GameWalletKind,
    m: GameWalletMove,
    drive: (c: Claim, lang: MessageLanguage) => Promise<Answer>,
  ) {
    const lang = m.language ?? 'en';
    return singleFlight(`${provider}:${m.transactionId}`, async () => {
      const claimed = await claim(provider, kind, m, lang);
      return 'row' in claimed ? drive(claimed, lang) : claimed;
    });
  }

  /** One provider's port: every call answers an envelope; only infrastructure failures throw. */
  function forProvider(provider: string): GameWallet {
    return {
      debit: (m) => run(provider, 'debit', m, (c, lang) => driveDebit(c, m.session, lang)),
      credit: (m) => run(provider, 'credit', m, driveCredit),
      rollback: (m) => run(provider, 'rollback', m, (c, lang) => driveRollback(c, m.originalTransactionId, lang)),
      async balance({ playerId, currency }) {
        if (!(await deps.findPlayer(playerId))) return answer('playerNotFound', 'en', null);
        return gameWalletAnswer('success', 'en', { balance: await wallet.balance(playerId, currency) });
      },
    };
  }

  return { forProvider };
}

/** The mark a rollback leaves on a transaction id it has not seen: answered "rolled back" from then on. */
function markOf(rollback: GameWalletRow, transactionId: string) {
  const t = Date.now();
  return {
    provider: rollback.provider,
    transactionId,
    kind: 'unknown',
    roundId: rollback.roundId,
    gameId: rollback.gameId,
    userId: rollback.userId,
    currency: rollback.currency,
    amount: 0,
    originalTransactionId: null,
    fingerprint: '',
    state: 'done',
    rolledBack: 1,
    answerCode: gameWalletCodes.transactionRolledBack,
    balance: null,
    createdAt: t,
    updatedAt: t,
  };
}

export type GameWalletService = ReturnType<typeof createGameWalletService>;
