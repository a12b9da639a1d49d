import type { z } from 'zod';

/** Who may call an endpoint; checked on the server for every call (spec §6). */
export type Access = 'visitor' | 'member' | 'anchor' | 'admin';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One endpoint, declared once. The server registers it, the web client calls it, the OpenAPI
 * document and the tests enumerate it; nothing redeclares its path or shapes.
 * `path` uses `:name` for path parameters, e.g. `/api/live/stream/getInfo/:id`.
 */
export interface Endpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  readonly summary: string;
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** Schema of `data` in the success envelope. */
  readonly response: R;
  /** Multipart uploads and similar; JSON when absent. */
  readonly contentType?: 'json' | 'multipart';
  /** Client timeout in ms; spec §9: 15000 by default, 10000 for the single-wallet jump. */
  readonly timeoutMs?: number;
  /**
   * The caller is named by the Authorization header only: a body `token`, which overrides the header
   * everywhere else, is ignored here by the server and never sent by the client (spec §7: the device list).
   */
  readonly tokenInHeaderOnly?: true;
}

export function defineEndpoint<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
>(e: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return Object.freeze(e);
}

export type ParamsOf<E> = E extends Endpoint<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<E> = E extends Endpoint<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type DataOf<E> = E extends Endpoint<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** Fills `:name` segments; each value is URI-encoded. Throws when a parameter is missing. */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(v));
  });
}
