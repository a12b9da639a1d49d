import {
  codeMessage,
  messageFor,
  type BetWallet,
  type BetWalletCredit,
  type BetWalletDebit,
  type BetWalletOutcome,
  type MessageLanguage,
} from '@matchday/contract';
import { AppError } from '../../../http/app-error.js';
import type { TransferRequest, WalletService } from '../../wallet/index.js';
import type { BetRecordsRepository, MoveToApply } from './bet-records.repository.js';
import { refusalText } from '../../responsible-gambling/index.js';
import { betReference, ledgerMoveOf, type BetSource } from './bet-wallet-rules.js';

export interface BetWalletDeps {
  /**
   * The responsible-gambling guarded wallet: a new stake passes breaks, exclusions and limits, and a
   * retried key answers its first outcome whatever they say now.
   */
  wallet: WalletService;
  records: BetRecordsRepository;
  /** Whether a user id is a known account; movements for anyone else are refused before the ledger. */
  isMember(userId: number): Promise<boolean>;
  /** Whether the member's session (the debit's `session`) may take a stake: the session module's rule. */
  stakeAllowed(sessionId: number, userId: number, deferred: boolean): Promise<boolean>;
  /** Language of refusals when the platform sends none (the site's). */
  defaultLanguage: MessageLanguage;
  source?: BetSource;
  now?: () => number;
}

/**
 * The operator's side of the seamless wallet (contract `bet-wallet.ts`): each platform movement is
 * one keyed ledger transfer, the body's `key` being the ledger's idempotency key, then its bet
 * record is brought up to date. Refusals (controls, insufficient funds, a reused key) come back as
 * `rejected` with a message in the member's language; only infrastructure failures throw, and the
 * platform retries those with the same key.
 */
export function createBetWallet(deps: BetWalletDeps): BetWallet {
  const source = deps.source ?? 'sports';
  const now = deps.now ?? Date.now;

  async function refused(reason: string, message: string, userId: number, currency: string): Promise<BetWalletOutcome> {
    return { status: 'rejected', reason, message, balance: await deps.wallet.balance(userId, currency) };
  }

  /** The platform's movement as its record stores it: built once, the ledger transfer is read off it. */
  function moveOf(m: BetWalletDebit | BetWalletCredit, at: number): MoveToApply {
    const stake = 'title' in m && m.kind === 'stake';
    return {
      walletKey: m.key,
      source,
      orderId: m.orderId,
      userId: m.userId,
      currency: m.currency,
      kind: m.kind,
      amount: m.amount,
      betState: 'betState' in m ? m.betState : null,
      title: stake ? m.title : null,
      placedAt: stake ? m.placedAt : null,
      at,
    };
  }

  /** Posts the movement's transfer and, when it moved money, the movement; a refusal becomes a rejected outcome. */
  async function post(applied: MoveToApply, lang: string): Promise<BetWalletOutcome> {
    const { userId, currency } = applied;
    const { kind, from, to } = ledgerMoveOf(applied.kind, userId);
    const request: TransferRequest = {
      idempotencyKey: applied.walletKey,
      kind,
      reference: betReference(source, applied.orderId),
      from,
      to,
      amount: applied.amount,
      currency,
    };
    // On SQLite the move commits in the ledger's own transaction: one commit, and never one without the other.
    const applyAlongside = deps.records.applyAlongside;
    if (applyAlongside && deps.wallet.writesAlongside) request.alongside = () => applyAlongside(applied);
    try {
      const outcome = await deps.wallet.transfer(request);
      if (outcome.status === 'rejected') {
        const balance =
          outcome.balances.find((b) => b.userId === userId)?.balance ?? (await deps.wallet.balance(userId, currency));
        return {
          status: 'rejected',
          reason: outcome.reason ?? 'insufficientFunds',
          message: codeMessage(outcome.reason ?? 'insufficientFunds', lang),
          balance,
        };
      }
      // Elsewhere it is written after the ledger posted: a crash in between is repaired by the platform's retry with this key.
      if (!request.alongside) await deps.records.apply(applied);
      // A replayed key's balance is the one back then: read afresh. A new movement's is its own.
      const left = outcome.replayed
        ? undefined
        : outcome.balances.find((b) => b.userId === userId && b.currency === currency)?.balance;
      return { status: 'posted', balance: left ?? (await deps.wallet.balance(userId, currency)) };
    } catch (err) {
      if (err instanceof AppError) return refused(err.codeName, refusalText(err, lang), userId, currency);
      throw err;
    }
  }

  async function unknownMember(userId: number, currency: string, lang: string): Promise<BetWalletOutcome | null> {
    return (await deps.isMember(userId)) ? null : refused('notFound', codeMessage('notFound', lang), userId, currency);
  }

  /** Same key, other movement: refused as the ledger refuses it, whichever of the two holds the key. */
  async function reusedKey(applied: MoveToApply): Promise<boolean> {
    const stored = await deps.records.moveByKey(applied.walletKey);
    if (!stored) return false;
    return (
      stored.userId !== applied.userId ||
      stored.currency !== applied.currency ||
      stored.orderId !== applied.orderId ||
      stored.kind !== applied.kind ||
      stored.amount !== applied.amount
    );
  }

  /**
   * A new stake needs the member's session (from their platform token) still going (issue 17 #5): a
   * token outlives no logout, ban, password change or timeout. A retried key answers its first outcome.
   */
  async function sessionEnded(m: BetWalletDebit, lang: string): Promise<BetWalletOutcome | null> {
    if (m.kind !== 'stake') return null;
    const id = m.session && /^\d{1,15}$/.test(m.session) ? Number(m.session) : null;
    if (id !== null && (await deps.stakeAllowed(id, m.userId, m.deferred === true))) return null;
    if (await deps.wallet.holds(m.key)) return null;
    return refused('sessionEnded', messageFor('auth.sessionEnded', lang), m.userId, m.currency);
  }

  const conflict = (applied: MoveToApply, lang: string) =>
    refused('idempotencyConflict', codeMessage('idempotencyConflict', lang), applied.userId, applied.currency);

  /** A losing settlement: nothing moves, the record learns its state; the key still answers once. */
  async function settleWithoutMoney(applied: MoveToApply, lang: string): Promise<BetWalletOutcome> {
    if (await deps.wallet.holds(applied.walletKey)) return conflict(applied, lang);
    await deps.records.apply(applied);
    return { status: 'posted', balance: await deps.wallet.balance(applied.userId, applied.currency) };
  }

  return {
    async debit(m: BetWalletDebit) {
      const lang = m.language ?? deps.defaultLanguage;
      const refusal = (await unknownMember(m.userId, m.currency, lang)) ?? (await sessionEnded(m, lang));
      if (refusal) return refusal;
      // A debit always moves money, so the ledger itself refuses a key reused for another movement.
      return post(moveOf(m, now()), lang);
    },

    async credit(m: BetWalletCredit) {
      const lang = deps.defaultLanguage;
      const missing = await unknownMember(m.userId, m.currency, lang);
      if (missing) return missing;
      const applied = moveOf(m, m.at);
      if (await reusedKey(applied)) return conflict(applied, lang);
      if (m.amount === 0) return settleWithoutMoney(applied, lang);
      return post(applied, lang);
    },

    balance: (userId, currency) => deps.wallet.balance(userId, currency),
  };
}
