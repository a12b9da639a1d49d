import type { Generated } from 'kysely';

export interface SmsCodesTable {
  id: Generated<number>;
  /** `{countryCode}-{national number}`: one code at a time per key. */
  phoneKey: string;
  phone: string;
  codeHash: string;
  attempts: number;
  createdAt: number;
  expiresAt: number;
  consumedAt: number | null;
}

/** SMS codes, hashed: this module's part of the app's `Database` (db/schema.ts). */
export interface SmsTables {
  smsCodes: SmsCodesTable;
}
