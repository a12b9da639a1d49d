import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { AccountRepository } from '../account/index.js';
import type { DepositRefunds, WithdrawalService } from '../payments/index.js';
import type { LedgerReport, WalletService } from '../wallet/index.js';
import { createAdminAuditRepository, type AdminAuditRepository } from './admin-audit.repository.js';
import { adminRoutes } from './admin.routes.js';
import { maintenanceRoutes, type MaintenanceDesk } from './maintenance.routes.js';

export interface AdminModule {
  /** The super admin centre's audit trail; other modules' admin calls record into it too. */
  audit: AdminAuditRepository;
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
}

/** The super admin centre: users and roles, withdrawal review, deposit refunds, the ledger check and adjustments, maintenance windows and the menu order (`admin_audit`). */
export function createAdminModule(deps: {
  db: AppDatabase;
  accounts: Pick<AccountRepository, 'findById' | 'search' | 'setRole' | 'summary'>;
  /** The bare ledger: adjustments are not stakes. */
  wallet: Pick<WalletService, 'transfer' | 'balance'>;
  verifyLedger: () => Promise<LedgerReport>;
  withdrawals: WithdrawalService;
  refunds: Pick<DepositRefunds, 'refundByOperator'>;
  /** Maintenance windows and the menu order (the operation module). */
  operations: MaintenanceDesk;
}): AdminModule {
  const audit = createAdminAuditRepository(deps.db);
  return {
    audit,
    registerEndpoints(api, registrar) {
      adminRoutes(api, registrar, { ...deps, auditTrail: audit });
      maintenanceRoutes(api, registrar, { operations: deps.operations, auditTrail: audit });
    },
  };
}
