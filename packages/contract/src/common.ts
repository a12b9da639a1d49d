import { z } from 'zod';

/**
 * Fields the web client merges into every body (spec §7). Request schemas extend this so the
 * server accepts them; unknown keys are stripped, never rejected.
 */
export const clientBodyFields = z.object({
  oddsChange: z.number().int().min(0).max(2).optional(),
  currencyId: z.number().int().optional(),
  languageType: z.string().max(16).optional(),
  /** Overrides the Authorization header, except on endpoints declared `tokenInHeaderOnly` (spec §7). */
  token: z.string().max(512).optional(),
});

/** A body with only the client's common fields. */
export const emptyBody = clientBodyFields;

/** Numeric id in a path or query: accepts "123" and 123. */
export const idParam = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const pageQuery = z.object({
  pageNum: z.coerce.number().int().min(1).max(100000).default(1),
  pageSize: z.coerce.number().int().min(1).max(999).default(20),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int().nonnegative() });
