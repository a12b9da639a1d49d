import type { Generated } from 'kysely';
import type { DepositRequest } from './payment-provider.js';

export interface DepositOrdersTable {
  id: Generated<number>;
  orderNo: string;
  userId: number;
  idempotencyKey: string;
  amount: number;
  currency: string;
  provider: string;
  providerRef: string | null;
  payUrl: string;
  /** pending, paid, failed, cancelled */
  status: string;
  createdAt: number;
  settledAt: number | null;
}

/** A deposit given back at its provider, in full: one per order, written before the provider is asked. */
export interface DepositRefundsTable {
  orderNo: string;
  userId: number;
  amount: number;
  currency: string;
  provider: string;
  /** walletCap (paid, but the wallet could not take it) or operator (a super admin's refund of a credited deposit). */
  cause: string;
  /** Sent to the provider on every try of this refund, so it refunds once. */
  requestId: string;
  /** requested (not confirmed yet), refunded, refused (by the provider) */
  status: string;
  /** The super admin's key for an operator refund. */
  idempotencyKey: string | null;
  adminId: number | null;
  reason: string;
  /** What the provider said when it refused. */
  providerReason: string | null;
  createdAt: number;
  updatedAt: number;
}

/** The sandbox provider's record of each deposit it was asked to collect. */
export interface SandboxPaymentsTable extends DepositRequest {
  providerRef: string;
  status: string;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  userId: number;
  idempotencyKey: string;
  amount: number;
  currency: string;
  holder: string;
  bankName: string;
  /** Sealed (AES-256-GCM, sealed-text.ts) as the payout account was when the member asked; opened only to pay out. */
  accountNumber: string;
  /** Its last 4 digits, for the masked answers. */
  accountLast4: string;
  /** pending, paid, rejected */
  status: string;
  reason: string | null;
  reviewerId: number | null;
  createdAt: number;
  reviewedAt: number | null;
}

export interface WithdrawAccountsTable {
  userId: number;
  holder: string;
  bankName: string;
  /** Sealed (AES-256-GCM, sealed-text.ts); numbers stored before sealing are sealed at the module's start. */
  accountNumber: string;
  /** Its last 4 digits, for the masked answers. */
  accountLast4: string;
  updatedAt: number;
}

/** Deposits and their refunds, the sandbox's payments, withdrawals and withdrawal accounts: this module's part of the app's `Database` (db/schema.ts). */
export interface PaymentsTables {
  depositOrders: DepositOrdersTable;
  depositRefunds: DepositRefundsTable;
  sandboxPayments: SandboxPaymentsTable;
  withdrawals: WithdrawalsTable;
  withdrawAccounts: WithdrawAccountsTable;
}
