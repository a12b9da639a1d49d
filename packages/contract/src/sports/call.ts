import type { z } from 'zod';

/**
 * Guests may call public data without a token; member calls answer 14009 without one; merchant
 * calls are server-to-server, signed with the shared merchant secret (14069 / 14006).
 */
export type SportsAuth = 'guest' | 'member' | 'merchant';

/** One `/v1` call, declared once; every call is a JSON POST (spec §2.1). */
export interface SportsCall<B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType> {
  readonly path: string;
  readonly body: B;
  /** Schema of `data` in the success envelope. */
  readonly response: R;
  readonly auth: SportsAuth;
}

export function defineSportsCall<B extends z.ZodType, R extends z.ZodType>(call: SportsCall<B, R>): SportsCall<B, R> {
  return Object.freeze(call);
}

export type SportsBodyOf<C> = C extends SportsCall<infer B, z.ZodType> ? z.input<B> : never;
export type SportsRequestOf<C> = C extends SportsCall<infer B, z.ZodType> ? z.output<B> : never;
export type SportsDataOf<C> = C extends SportsCall<z.ZodType, infer R> ? z.output<R> : never;
