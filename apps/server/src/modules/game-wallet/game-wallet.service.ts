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
import type { AnswerToStore, GameWalletRepository } from './game-wallet.repository.js';
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

type Row = NonNullable<Awaited<ReturnType<GameWalletRepository['find']>>>;
type Answer = GameWalletEnvelope<never>;

/**
 * The casino's seamless wallet (docs/game-wallet-protocol.md): each provider transaction id is
 * claimed once in `game_wallet_transactions`, moved once through the ledger under its own key, and
 * answered once; later calls with that id get the stored answer. A rollback marks its debit before
 * it looks at the ledger, and a debit looks at the mark after its transfer committed, so whichever
 * comes second refunds it (the refund's key is the debit's, so it is refunded once).
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

  const answer = (name: GameWalletCodeName, lang: MessageLanguage, balance: number | null, message?: string) =>
    gameWalletAnswer<never>(name, lang, balance === null ? null : { balance }, { message });

  /** The member's balance from a transfer's outcome, or read afresh for a replay (its balances are from back then). */
  async function balanceAfter(outcome: TransferOutcome, userId: number, currency: string): Promise<number> {
    const own = outcome.replayed ? undefined : outcome.balances.find((b) => b.userId === userId)?.balance;
    return own ?? wallet.balance(userId, currency);
  }

  /** A transfer's outcome as a code; refusals of the controls and the ledger's checks become their codes. */
  async function move(
    req: TransferRequest,
    userId: number,
    lang: MessageLanguage,
  ): Promise<AnswerToStore & { posted: boolean }> {
    const store = (name: GameWalletCodeName, balance: number | null, message?: string) => ({
      code: gameWalletCodes[name],
      message: message ?? answer(name, lang, null).message,
      balance,
      posted: name === 'success',
    });
    try {
      const outcome = await wallet.transfer(req);
      const balance = await balanceAfter(outcome, userId, req.currency);
      if (outcome.status === 'posted') return store('success', balance);
      return store(outcome.reason === 'balanceLimitExceeded' ? 'balanceLimitExceeded' : 'insufficientFunds', balance);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      const balance = await wallet.balance(userId, req.currency);
      if (err.codeName === 'responsibleGamblingBlock')
        return store('responsibleGamblingBlock', balance, refusalText(err, lang));
      if (err.codeName === 'idempotencyConflict') return store('transactionConflict', balance);
      if (err.codeName === 'validationFailed') return store('invalidParameter', balance, refusalText(err, 'en'));
      throw err;
    }
  }

  /** Stores a call's first answer and returns the one stored (another attempt's, if it stored first). */
  async function finish(row: Row, stored: AnswerToStore, lang: MessageLanguage): Promise<Answer> {
    await repo.finish(row.id, stored);
    const now = await repo.find(row.provider, row.transactionId);
    return envelopeOf(now!, lang);
  }

  /** Refunds a debit the ledger posted; null when it never moved money. */
  async function refundIfPosted(debit: Row, lang: MessageLanguage) {
    const taken = debitTransfer(debit);
    if (!(await wallet.holds(taken.idempotencyKey))) return null;
    // Replaying the held key answers its first outcome and moves nothing.
    if ((await wallet.transfer(taken)).status !== 'posted') return null;
    return move(refundTransfer(debit), debit.userId, lang);
  }

  async function driveDebit(row: Row, session: string, lang: MessageLanguage): Promise<Answer> {
    const refuse = async (name: GameWalletCodeName) =>
      finish(
        row,
        {
          code: gameWalletCodes[name],
          message: answer(name, lang, null).message,
          balance: await wallet.balance(row.userId, row.currency),
        },
        lang,
      );
    if (row.rolledBack === 1) {
      await refundIfPosted(row, lang);
      return refuse('transactionRolledBack');
    }
    const request = debitTransfer(row);
    // A key the ledger holds is a retry of a debit judged already: its answer stands, whatever the session says now.
    if (!(await wallet.holds(request.idempotencyKey))) {
      const player = await deps.findPlayer(row.userId);
      if (player?.status !== ACTIVE) return refuse('playerBlocked');
      if (!(await deps.sessionAllows(session, row.userId))) return refuse('sessionEnded');
    }
    const taken = await move(request, row.userId, lang);
    // A rollback that marked this debit before the transfer committed found nothing to refund: this side refunds.
    if (taken.posted && (await repo.isRolledBack(row.id))) {
      await refundIfPosted(row, lang);
      return refuse('transactionRolledBack');
    }
    return finish(row, taken, lang);
  }

  async function driveCredit(row: Row, lang: MessageLanguage): Promise<Answer> {
    if (row.amount === 0) {
      const balance = await wallet.balance(row.userId, row.currency);
      return finish(
        row,
        { code: gameWalletCodes.success, message: answer('success', lang, null).message, balance },
        lang,
      );
    }
    return finish(row, await move(creditTransfer(row), row.userId, lang), lang);
  }

  async function driveRollback(row: Row, originalId: string, lang: MessageLanguage): Promise<Answer> {
    const done = (name: GameWalletCodeName, balance: number, amount = 0) =>
      finish(row, { code: gameWalletCodes[name], message: answer(name, lang, null).message, balance, amount }, lang);
    const balanceNow = () => wallet.balance(row.userId, row.currency);
    let target = await repo.find(row.provider, originalId);
    if (!target) {
      // An id rolled back before it arrived: marked, so that a late debit (or credit) with it is refused.
      const marked = await repo.claim(markOf(row, originalId));
      if (marked) return done('success', await balanceNow());
      target = (await repo.find(row.provider, originalId))!;
    }
    if (target.kind === 'unknown') return done('success', await balanceNow());
    if (target.kind !== 'debit') return done('notRollbackable', await balanceNow());
    if (target.userId !== row.userId || target.currency !== row.currency)
      return done('transactionConflict', await balanceNow());
    await repo.markRolledBack(target.id);
    const refund = await refundIfPosted(target, lang);
    if (!refund) return done('success', await balanceNow());
    if (!refund.posted) return finish(row, { ...refund, amount: 0 }, lang);
    return done('success', refund.balance ?? (await balanceNow()), target.amount);
  }

  /** Finds or claims the call's transaction id; an answer when the id is answered already (or refused), else the row to drive. */
  async function claim(
    provider: string,
    kind: GameWalletKind,
    m: GameWalletMove,
    lang: MessageLanguage,
  ): Promise<Row | Answer> {
    const fingerprint = fingerprintOf(kind, m);
    for (let attempt = 0; ; attempt++) {
      const existing = await repo.find(provider, m.transactionId);
      if (existing) {
        if (existing.kind === 'unknown' || (existing.fingerprint === fingerprint && existing.state === 'done'))
          return envelopeOf(existing, lang);
        if (existing.fingerprint !== fingerprint) return answer('transactionConflict', lang, null);
        return existing;
      }
      if (attempt > 0) throw new Error(`game wallet: transaction ${m.transactionId} neither found nor claimed`);
      if (!(await deps.findPlayer(m.playerId))) return answer('playerNotFound', lang, null);
      const owner = await repo.roundOwner(provider, m.roundId);
      if (owner && (owner.userId !== m.playerId || owner.currency !== m.currency))
        return answer('roundMismatch', lang, null);
      const t = Date.now();
      await repo.claim({
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
    }
  }

  const isRow = (r: Row | Answer): r is Row => 'fingerprint' in r;

  /** A call under its transaction id: answered from what is stored, else claimed and driven to its first answer. */
  function run(
    provider: string,
    kind: GameWalletKind,
    m: GameWalletMove,
    drive: (row: Row, lang: MessageLanguage) => Promise<Answer>,
  ) {
    const lang = m.language ?? 'en';
    return singleFlight(`${provider}:${m.transactionId}`, async () => {
      const claimed = await claim(provider, kind, m, lang);
      return isRow(claimed) ? drive(claimed, lang) : claimed;
    });
  }

  /** One provider's port: every call answers an envelope; only infrastructure failures throw. */
  function forProvider(provider: string): GameWallet {
    return {
      debit: (m) => run(provider, 'debit', m, (row, lang) => driveDebit(row, m.session, lang)),
      credit: (m) => run(provider, 'credit', m, (row, lang) => driveCredit(row, lang)),
      rollback: (m) => run(provider, 'rollback', m, (row, lang) => driveRollback(row, m.originalTransactionId, lang)),
      async balance({ playerId, currency }) {
        if (!(await deps.findPlayer(playerId))) return answer('playerNotFound', 'en', null);
        return gameWalletAnswer('success', 'en', { balance: await wallet.balance(playerId, currency) });
      },
    };
  }

  return { forProvider };
}

/** The mark a rollback leaves on a transaction id it has not seen: answered "rolled back" from then on. */
function markOf(rollback: Row, transactionId: string) {
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
