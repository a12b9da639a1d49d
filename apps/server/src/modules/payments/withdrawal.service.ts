import type { Withdrawal, WithdrawalReview } from '@matchday/contract';
import { maskLastFour } from '@matchday/core';
import { AppError } from '../../http/app-error.js';
import type { Party, TransferOutcome, WalletService } from '../wallet/index.js';
import { assertWithinLimits, type MethodLimits } from './payment-limits.js';
import type { PaymentsRepository, WithdrawalRow } from './payments.repository.js';
import type { Sealer } from './sealed-text.js';

const RECONCILE_WINDOW_MS = 7 * 24 * 3600_000;
/** The house account holding a requested withdrawal until it is paid out or released. */
const WITHDRAWALS = { house: 'withdrawals' } as const;

export const toWithdrawal = (r: WithdrawalRow): Withdrawal => ({
  id: r.id,
  userId: r.userId,
  userName: r.userName,
  amount: r.amount,
  currency: r.currency,
  status: r.status as Withdrawal['status'],
  accountMasked: maskLastFour(r.accountLast4),
  bankName: r.bankName,
  reason: r.reason,
  createdAt: r.createdAt,
  reviewedAt: r.reviewedAt,
});

/**
 * Withdrawals: the request reserves the amount (member → house:withdrawals); a super admin's
 * approval pays it out (→ house:cash), a rejection releases it back. Each step is a keyed ledger
 * transfer after the row's state change, so a crash in between is finished by `reconcile`.
 * Account numbers are stored sealed and answered masked; only the approval opens one, for the
 * operator who sends the money.
 */
export function createWithdrawalService(deps: {
  repo: PaymentsRepository;
  wallet: Pick<WalletService, 'transfer'>;
  /** Bank payouts' minimum and maximum per request, by currency (PAYMENT_WITHDRAW_LIMITS). */
  limits: MethodLimits;
  /** Seals account numbers at rest (DATA_KEY). */
  sealer: Sealer;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  /** A step of a withdrawal: its whole amount moved between two parties under the step's key. */
  const move = (w: WithdrawalRow, step: string, from: Party, to: Party, reference = `withdrawal ${w.id}`) =>
    deps.wallet.transfer({
      idempotencyKey: `withdraw:${step}:${w.id}`,
      kind: 'withdrawal',
      reference,
      from,
      to,
      amount: w.amount,
      currency: w.currency,
    });
  const reserve = (w: WithdrawalRow): Promise<TransferOutcome> => move(w, 'reserve', { member: w.userId }, WITHDRAWALS);
  const payOut = (w: WithdrawalRow) => move(w, 'payout', WITHDRAWALS, { house: 'cash' });
  const release = (w: WithdrawalRow) =>
    move(w, 'release', WITHDRAWALS, { member: w.userId }, `withdrawal ${w.id} released`);

  async function finishReserve(w: WithdrawalRow): Promise<WithdrawalRow> {
    const outcome = await reserve(w);
    if (outcome.status === 'rejected') {
      await deps.repo.decideWithdrawal(w.id, 'rejected', 'insufficientFunds', null, now());
      throw new AppError('insufficientFunds');
    }
    return w;
  }

  return {
    async getAccount(userId: number) {
      const a = await deps.repo.withdrawAccount(userId);
      return a ? { holder: a.holder, bankName: a.bankName, accountMasked: maskLastFour(a.accountLast4) } : null;
    },

    async saveAccount(userId: number, input: { holder: string; bankName: string; accountNumber: string }) {
      await deps.repo.saveWithdrawAccount({
        userId,
        holder: input.holder,
        bankName: input.bankName,
        accountNumber: deps.sealer.seal(input.accountNumber),
        accountLast4: input.accountNumber.slice(-4),
        updatedAt: now(),
      });
      return { holder: input.holder, bankName: input.bankName, accountMasked: maskLastFour(input.accountNumber) };
    },

    async request(
      userId: number,
      input: { amount: number; currency: string; idempotencyKey: string },
    ): Promise<Withdrawal> {
      const existing = await deps.repo.withdrawalByKey(userId, input.idempotencyKey);
      if (existing) {
        if (existing.amount !== input.amount || existing.currency !== input.currency)
          throw new AppError('idempotencyConflict');
        if (existing.status === 'rejected' && existing.reason === 'insufficientFunds')
          throw new AppError('insufficientFunds');
        return toWithdrawal(existing.status === 'pending' ? await finishReserve(existing) : existing);
      }
      const account = await deps.repo.withdrawAccount(userId);
      if (!account) throw new AppError('conflict', 'payments.noWithdrawInfo');
      assertWithinLimits(deps.limits, input.amount, input.currency);
      await deps.repo.insertWithdrawal({
        userId,
        idempotencyKey: input.idempotencyKey,
        amount: input.amount,
        currency: input.currency,
        holder: account.holder,
        bankName: account.bankName,
        // A number stored before sealing (or under an older key) is sealed under the current key here.
        accountNumber: deps.sealer.reseal(account.accountNumber),
        accountLast4: account.accountLast4,
        status: 'pending',
        reason: null,
        reviewerId: null,
        createdAt: now(),
        reviewedAt: null,
      });
      const row = (await deps.repo.withdrawalByKey(userId, input.idempotencyKey))!;
      return toWithdrawal(await finishReserve(row));
    },

    async list(
      filter: { userId?: number; status?: string },
      page: { pageNum: number; pageSize: number },
      newestFirst = true,
    ) {
      const r = await deps.repo.withdrawalPage(filter, (page.pageNum - 1) * page.pageSize, page.pageSize, newestFirst);
      return { list: r.list.map(toWithdrawal), total: r.total };
    },

    /** An approval answers the full payout account (`payTo`), opened for the operator who sends the money. */
    async review(
      reviewerId: number,
      id: number,
      approve: boolean,
      reason: string | undefined,
    ): Promise<WithdrawalReview> {
      const w = await deps.repo.withdrawalById(id);
      if (!w) throw new AppError('notFound');
      // Opened before anything changes: a number no configured key opens fails the call, not the payout.
      const payTo = approve
        ? { holder: w.holder, bankName: w.bankName, accountNumber: deps.sealer.open(w.accountNumber) }
        : undefined;
      // A request cut off before its reservation is reserved now; without the funds it cannot be paid.
      if (w.status === 'pending' && (await reserve(w)).status === 'rejected') {
        await deps.repo.decideWithdrawal(id, 'rejected', 'insufficientFunds', reviewerId, now());
        throw new AppError('insufficientFunds');
      }
      if (!(await deps.repo.decideWithdrawal(id, approve ? 'paid' : 'rejected', reason ?? null, reviewerId, now())))
        throw new AppError('conflict', 'payments.alreadyReviewed');
      await (approve ? payOut(w) : release(w));
      const reviewed = toWithdrawal((await deps.repo.withdrawalById(id))!);
      return payTo ? { ...reviewed, payTo } : reviewed;
    },

    /** Replays the ledger side of recent withdrawals; keyed transfers make this a no-op when nothing was missed. */
    async reconcile(): Promise<number> {
      let replayed = 0;
      for (const w of await deps.repo.recentWithdrawals(now() - RECONCILE_WINDOW_MS)) {
        if (w.reason === 'insufficientFunds') continue;
        if ((await reserve(w)).status === 'rejected') continue;
        if (w.status === 'paid') await payOut(w);
        if (w.status === 'rejected') await release(w);
        replayed++;
      }
      return replayed;
    },
  };
}
export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
