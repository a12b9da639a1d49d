import type { Generated } from 'kysely';

export interface GamblingLimitsTable {
  id: Generated<number>;
  userId: number;
  kind: string;
  period: string;
  currency: string;
  amount: number | null;
  pendingSet: number;
  pendingAmount: number | null;
  pendingEffectiveAt: number | null;
  updatedAt: number;
}

export interface GamblingControlsTable {
  userId: number;
  realityCheckMinutes: number;
  timeoutUntil: number | null;
  selfExcludedUntil: number | null;
  updatedAt: number;
}

/** Members' limits and controls: this module's part of the app's `Database` (db/schema.ts). */
export interface ResponsibleGamblingTables {
  gamblingLimits: GamblingLimitsTable;
  gamblingControls: GamblingControlsTable;
}
