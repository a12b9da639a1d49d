import { z } from 'zod';

/** Every `/api/*` answer: `{code, msg, data}` (spec §7). `data` is null on failure. */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

export const errorEnvelope = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z
    .object({
      /** Validation failures name the field (dotted path) and the rule. */
      issues: z.array(z.object({ path: z.string(), message: z.string(), code: z.string() })).optional(),
    })
    .nullable(),
});

export type Envelope<T> = { code: number; msg: string; data: T };
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
