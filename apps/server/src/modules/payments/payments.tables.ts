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

/** Deposits, the sandbox's payments, withdrawals and withdrawal accounts: this module's part of the app's `Database` (db/schema.ts). */
export interface PaymentsTables {
  depositOrders: DepositOrdersTable;
  sandboxPayments: SandboxPaymentsTable;
  withdrawals: WithdrawalsTable;
  withdrawAccounts: WithdrawAccountsTable;
}
