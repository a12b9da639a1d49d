import { z } from 'zod';
import { emptyBody, pageOf, pageQuery } from '../common.js';
import { defineEndpoint } from '../endpoint.js';
import { idempotencyKeyField, roleField, walletCurrencyField } from '../fields.js';
import {
  resultDeskChange,
  resultDeskCorrectionFields,
  resultDeskListQuery,
  resultDeskPage,
  resultDeskVoidFields,
} from '../sports/results-desk.js';
import { maintenanceWindow, maintenanceWindowFields } from './maintenance-window.js';
import { menuKey } from './operation.js';
import { depositRefund, withdrawal, withdrawalReview, withdrawalStatus } from './payments.js';

/** The super admin centre's calls (issue "accounts"; not in spec §7). Every one is admin-only. */
export const adminUser = z.object({
  id: z.number().int(),
  userName: z.string(),
  nickName: z.string().nullable(),
  role: roleField,
  /** 1 active, 2 banned. */
  status: z.number().int(),
  vipLevel: z.number().int(),
  regCurrency: z.string(),
  mobile: z.string().nullable(),
  createdAt: z.number().int(),
});

export const adminUserSearch = defineEndpoint({
  id: 'admin.user.search',
  method: 'GET',
  path: '/api/admin/user/search',
  access: 'admin',
  summary: 'Find users by user name (prefix) or id.',
  query: pageQuery.extend({ keyword: z.string().trim().max(32).optional() }),
  response: pageOf(adminUser),
});

export const adminUserRole = defineEndpoint({
  id: 'admin.user.role',
  method: 'POST',
  path: '/api/admin/user/role',
  access: 'admin',
  summary: "Change a user's role (a super admin cannot change their own).",
  body: emptyBody.extend({ userId: z.number().int().positive(), role: roleField }),
  response: adminUser,
});

export const adminUserUnlockLogin = defineEndpoint({
  id: 'admin.user.unlockLogin',
  method: 'POST',
  path: '/api/admin/user/unlock-login',
  access: 'admin',
  summary: "Lift a user's password-login lock (audited); says whether one held.",
  body: emptyBody.extend({ userId: z.number().int().positive() }),
  response: z.object({ wasLocked: z.boolean() }),
});

export const adminWithdrawList = defineEndpoint({
  id: 'admin.withdraw.list',
  method: 'GET',
  path: '/api/admin/withdraw/list',
  access: 'admin',
  summary: 'Withdrawals to review (pending by default), oldest first.',
  query: pageQuery.extend({ status: withdrawalStatus.optional() }),
  response: pageOf(withdrawal),
});

export const adminWithdrawReview = defineEndpoint({
  id: 'admin.withdraw.review',
  method: 'POST',
  path: '/api/admin/withdraw/review',
  access: 'admin',
  summary:
    'Approve (paid out) or reject (funds released to the member) a pending withdrawal; an approval answers the full payout account (`payTo`), the one place it is shown.',
  body: emptyBody.extend({
    id: z.number().int().positive(),
    approve: z.boolean(),
    reason: z.string().trim().max(200).optional(),
  }),
  response: withdrawalReview,
});

export const adminDepositRefund = defineEndpoint({
  id: 'admin.deposit.refund',
  method: 'POST',
  path: '/api/admin/deposit/refund',
  access: 'admin',
  summary:
    "Give a credited deposit back at its provider, in full: the amount leaves the member's wallet first and returns if the provider refuses; the same key answers the first outcome.",
  body: emptyBody.extend({
    orderNo: z.string().regex(/^D[0-9A-Z]{6,30}$/),
    reason: z
      .string()
      .trim()
      .min(5, { message: 'validation.reason.length' })
      .max(200, { message: 'validation.reason.length' }),
    idempotencyKey: idempotencyKeyField,
  }),
  response: depositRefund,
});

export const ledgerCheck = z.object({
  ok: z.boolean(),
  accounts: z.number().int(),
  transfers: z.number().int(),
  problems: z.array(z.string()),
});

export const adminLedgerVerify = defineEndpoint({
  id: 'admin.ledger.verify',
  method: 'POST',
  path: '/api/admin/ledger/verify',
  access: 'admin',
  summary: 'Run the ledger check: balances sum to zero per currency, match their entries, no member below zero.',
  body: emptyBody,
  response: ledgerCheck,
});

export const adminLedgerAdjust = defineEndpoint({
  id: 'admin.ledger.adjust',
  method: 'POST',
  path: '/api/admin/ledger/adjust',
  access: 'admin',
  summary: "A manual credit (+) or debit (−) of a member's wallet with a reason; a ledger transfer, audited.",
  body: emptyBody.extend({
    userId: z.number().int().positive(),
    currency: walletCurrencyField,
    amount: z
      .number()
      .int()
      .refine((n) => n !== 0 && Math.abs(n) <= Number.MAX_SAFE_INTEGER, { message: 'validation.amount.nonZero' }),
    reason: z
      .string()
      .trim()
      .min(5, { message: 'validation.reason.length' })
      .max(200, { message: 'validation.reason.length' }),
    idempotencyKey: idempotencyKeyField,
  }),
  response: z.object({
    transferId: z.number().int(),
    status: z.enum(['posted', 'rejected']),
    balance: z.number().int(),
  }),
});

export const adminResultList = defineEndpoint({
  id: 'admin.result.list',
  method: 'GET',
  path: '/api/admin/result/list',
  access: 'admin',
  summary:
    "Recorded match results (the sports platform's results desk), newest kick-off first, each with the bet legs a change would re-settle.",
  query: resultDeskListQuery,
  response: resultDeskPage,
});

export const adminResultCorrect = defineEndpoint({
  id: 'admin.result.correct',
  method: 'POST',
  path: '/api/admin/result/correct',
  access: 'admin',
  summary:
    "Correct a match's recorded scores with a note: stored as the next version, its bets re-settled with new transfers; audited.",
  body: emptyBody.extend(resultDeskCorrectionFields),
  response: resultDeskChange,
});

export const adminResultVoid = defineEndpoint({
  id: 'admin.result.void',
  method: 'POST',
  path: '/api/admin/result/void',
  access: 'admin',
  summary:
    'Void a match (cancelled or abandoned) with a note: every bet on it is void and its stake returned; audited.',
  body: emptyBody.extend(resultDeskVoidFields),
  response: resultDeskChange,
});

export const adminMaintenanceList = defineEndpoint({
  id: 'admin.maintenance.list',
  method: 'GET',
  path: '/api/admin/maintenance/list',
  access: 'admin',
  summary: "Maintenance windows (site and sports), newest first, each with every language's title and content.",
  query: pageQuery,
  response: pageOf(maintenanceWindow),
});

export const adminMaintenanceSave = defineEndpoint({
  id: 'admin.maintenance.save',
  method: 'POST',
  path: '/api/admin/maintenance/save',
  access: 'admin',
  summary:
    'Create (no `id`) or edit a maintenance window that has not ended; `announce` also publishes a maintenance bulletin. Audited; clients on the `site` topic hear of it.',
  body: emptyBody
    .extend({ id: z.number().int().positive().optional(), ...maintenanceWindowFields })
    .refine((b) => b.endTime > b.startTime, { message: 'validation.maintenance.window', path: ['endTime'] }),
  response: maintenanceWindow,
});

export const adminMaintenanceEnd = defineEndpoint({
  id: 'admin.maintenance.end',
  method: 'POST',
  path: '/api/admin/maintenance/end',
  access: 'admin',
  summary:
    'End a maintenance window now (a scheduled one is called off). Audited; clients on the `site` topic hear of it.',
  body: emptyBody.extend({ id: z.number().int().positive() }),
  response: maintenanceWindow,
});

export const adminMenuOrderSet = defineEndpoint({
  id: 'admin.site.menuOrder',
  method: 'POST',
  path: '/api/admin/site/menu-order',
  access: 'admin',
  summary:
    'Set the header and tab-bar menu order (`gameOrder` in user info and the site maintenance config), every key once. Audited.',
  body: emptyBody.extend({
    gameOrder: z
      .array(menuKey)
      .min(1, { message: 'validation.menuOrder.keys' })
      .refine((keys) => new Set(keys).size === keys.length, { message: 'validation.menuOrder.keys' }),
  }),
  response: z.object({ gameOrder: z.array(z.string()) }),
});
