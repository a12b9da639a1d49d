import type { AppDatabase } from '../../db/database.js';

export interface AuditEntry {
  adminId: number;
  /** What was done, e.g. `result.correct`. */
  action: string;
  targetUserId: number | null;
  detail: unknown;
}

/** The super admin centre's audit trail (`admin_audit`): who did what, with the details as JSON. */
export function createAdminAuditRepository(db: AppDatabase) {
  return {
    async record(entry: AuditEntry, now = Date.now()): Promise<void> {
      await db
        .insertInto('adminAudit')
        .values({
          adminId: entry.adminId,
          action: entry.action,
          targetUserId: entry.targetUserId,
          detail: JSON.stringify(entry.detail),
          createdAt: now,
        })
        .execute();
    },
  };
}

export type AdminAuditRepository = ReturnType<typeof createAdminAuditRepository>;
