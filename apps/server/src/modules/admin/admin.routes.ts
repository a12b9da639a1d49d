import {
  adminDepositRefund,
  adminLedgerAdjust,
  adminLedgerVerify,
  adminUserRole,
  adminUserSearch,
  adminWithdrawList,
  adminWithdrawReview,
} from '@matchday/contract';
import { maskNumber } from '@matchday/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { AccountRepository, UserSummary } from '../account/index.js';
import type { DepositRefunds, WithdrawalService } from '../payments/index.js';
import type { LedgerReport, WalletService } from '../wallet/index.js';
import type { AdminAuditRepository } from './admin-audit.repository.js';

const toAdminUser = (u: UserSummary) => ({ ...u, mobile: u.mobile ? maskNumber(u.mobile) : null });

/** The super admin centre: users, withdrawal review, the ledger check and audited adjustments. */
export function adminRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  svc: {
    accounts: Pick<AccountRepository, 'findById' | 'search' | 'setRole' | 'summary'>;
    wallet: Pick<WalletService, 'transfer' | 'balance'>;
    verifyLedger: () => Promise<LedgerReport>;
    withdrawals: WithdrawalService;
    refunds: Pick<DepositRefunds, 'refundByOperator'>;
    auditTrail: AdminAuditRepository;
  },
) {
  const audit = (adminId: number, action: string, targetUserId: number | null, detail: unknown) =>
    svc.auditTrail.record({ adminId, action, targetUserId, detail });

  registerEndpoint(app, deps, adminUserSearch, async ({ query }) => {
    const page = await svc.accounts.search(query);
    return { list: page.list.map(toAdminUser), total: page.total };
  });

  registerEndpoint(app, deps, adminUserRole, async ({ caller, body }) => {
    if (body.userId === caller!.userId) throw new AppError('forbidden', 'admin.ownRole');
    if (!(await svc.accounts.setRole(body.userId, body.role, Date.now()))) throw new AppError('notFound');
    await audit(caller!.userId, 'user.role', body.userId, { role: body.role });
    return toAdminUser((await svc.accounts.summary(body.userId))!);
  });

  registerEndpoint(app, deps, adminWithdrawList, ({ query }) =>
    svc.withdrawals.list({ status: query.status ?? 'pending' }, query, false),
  );

  registerEndpoint(app, deps, adminWithdrawReview, async ({ caller, body }) => {
    const w = await svc.withdrawals.review(caller!.userId, body.id, body.approve, body.reason);
    await audit(caller!.userId, body.approve ? 'withdrawal.approve' : 'withdrawal.reject', w.userId, {
      id: w.id,
      amount: w.amount,
      currency: w.currency,
      reason: body.reason ?? null,
    });
    return w;
  });

  // `deposit_refunds` keeps the provider's answer; the audit trail who asked and why.
  registerEndpoint(app, deps, adminDepositRefund, async ({ caller, body }) => {
    const refund = await svc.refunds.refundByOperator(caller!, body);
    await audit(caller!.userId, 'deposit.refund', refund.userId, {
      orderNo: refund.orderNo,
      amount: refund.amount,
      currency: refund.currency,
      status: refund.status,
      reason: body.reason,
    });
    return refund;
  });

  registerEndpoint(app, deps, adminLedgerVerify, async () => {
    const r = await svc.verifyLedger();
    return { ok: r.ok, accounts: r.counts.accounts, transfers: r.counts.transfers, problems: r.violations };
  });

  registerEndpoint(app, deps, adminLedgerAdjust, async ({ caller, body }) => {
    if (!(await svc.accounts.findById(body.userId))) throw new AppError('notFound');
    const member = { member: body.userId };
    const house = { house: 'adjustments' };
    const outcome = await svc.wallet.transfer({
      // Scoped by admin so two admins' keys never collide.
      idempotencyKey: `adjust:${caller!.userId}:${body.idempotencyKey}`,
      kind: 'adjustment',
      reference: `by ${caller!.userName}: ${body.reason}`.slice(0, 128),
      from: body.amount > 0 ? house : member,
      to: body.amount > 0 ? member : house,
      amount: Math.abs(body.amount),
      currency: body.currency,
    });
    if (outcome.status === 'rejected') throw new AppError(outcome.reason ?? 'insufficientFunds');
    await audit(caller!.userId, 'ledger.adjust', body.userId, {
      amount: body.amount,
      currency: body.currency,
      reason: body.reason,
      transferId: outcome.transferId,
    });
    return {
      transferId: outcome.transferId,
      status: outcome.status,
      balance: await svc.wallet.balance(body.userId, body.currency),
    };
  });
}
