import type { Generated } from 'kysely';

export interface AdminAuditTable {
  id: Generated<number>;
  adminId: number;
  action: string;
  targetUserId: number | null;
  /** JSON */
  detail: string;
  createdAt: number;
}

/** The super admin centre's audit trail: this module's part of the app's `Database` (db/schema.ts). */
export interface AdminTables {
  adminAudit: AdminAuditTable;
}
