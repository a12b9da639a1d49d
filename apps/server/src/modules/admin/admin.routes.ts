import {
  adminLedgerAdjust,
  adminLedgerVerify,
  adminUserRole,
  adminUserSearch,
  adminWithdrawList,
  adminWithdrawReview,
} from '@matchday/contract';
import { maskNumber } from '@matchday/core';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { createAdminAuditRepository } from './admin-audit.repository.js';
import type { UserRow } from '../account/account.repository.js';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { WithdrawalService } from '../payments/withdrawal.service.js';
import { verifyLedger, type WalletService } from '../wallet/index.js';

const userColumns = [
  'id',
  'userName',
  'nickName',
  'role',
  'status',
  'vipLevel',
  'regCurrency',
  'mobile',
  'createdAt',
] as const;
type AdminUserRow = Pick<UserRow, (typeof userColumns)[number]>;
const toAdminUser = (u: AdminUserRow) => ({ ...u, mobile: u.mobile ? maskNumber(u.mobile) : null });

/** The super admin centre: users, withdrawal review, the ledger check and audited adjustments. */
export function adminRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  svc: { db: AppDatabase; wallet: Pick<WalletService, 'transfer' | 'balance'>; withdrawals: WithdrawalService },
) {
  const { db } = svc;
  const auditTrail = createAdminAuditRepository(db);
  const audit = (adminId: number, action: string, targetUserId: number | null, detail: unknown) =>
    auditTrail.record({ adminId, action, targetUserId, detail });

  registerEndpoint(app, deps, adminUserSearch, async ({ query }) => {
    let q = db.selectFrom('users');
    const keyword = query.keyword;
    if (keyword)
      q = /^\d+$/.test(keyword)
        ? q.where((eb) => eb.or([eb('id', '=', Number(keyword)), eb('userName', 'like', `${keyword}%`)]))
        : q.where('userName', 'like', `${keyword.replace(/[%_]/g, '')}%`);
    const [list, total] = await Promise.all([
      q
        .select(userColumns)
        .orderBy('id')
        .offset((query.pageNum - 1) * query.pageSize)
        .limit(query.pageSize)
        .execute(),
      q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
    ]);
    return { list: (list as AdminUserRow[]).map(toAdminUser), total: Number(total.n) };
  });

  registerEndpoint(app, deps, adminUserRole, async ({ caller, body }) => {
    if (body.userId === caller!.userId) throw new AppError('forbidden', 'admin.ownRole');
    const r = await db
      .updateTable('users')
      .set({ role: body.role, updatedAt: Date.now() })
      .where('id', '=', body.userId)
      .executeTakeFirst();
    if (Number(r.numUpdatedRows) === 0) throw new AppError('notFound');
    await audit(caller!.userId, 'user.role', body.userId, { role: body.role });
    return toAdminUser(
      (await db
        .selectFrom('users')
        .select(userColumns)
        .where('id', '=', body.userId)
        .executeTakeFirstOrThrow()) as AdminUserRow,
    );
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

  registerEndpoint(app, deps, adminLedgerVerify, async () => {
    const r = await verifyLedger(db);
    return { ok: r.ok, accounts: r.counts.accounts, transfers: r.counts.transfers, problems: r.violations };
  });

  registerEndpoint(app, deps, adminLedgerAdjust, async ({ caller, body }) => {
    const user = await db.selectFrom('users').select('id').where('id', '=', body.userId).executeTakeFirst();
    if (!user) throw new AppError('notFound');
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
    if (outcome.status === 'rejected') throw new AppError('insufficientFunds');
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
