import type { Access, Endpoint, HttpMethod } from './endpoint.js';

/**
 * An endpoint without its schemas: what a client needs to call it. The type parameter carries
 * the full endpoint for typing only, so request and answer types still come from the schemas.
 */
export interface EndpointRoute<E extends Endpoint = Endpoint> {
  readonly id: string;
  readonly method: HttpMethod;
  readonly path: string;
  readonly access: Access;
  readonly timeoutMs?: number;
  readonly contentType?: 'json' | 'multipart';
  /** See `Endpoint.tokenInHeaderOnly`: the client sends no body `token` on this endpoint. */
  readonly tokenInHeaderOnly?: true;
  /** Type-only link to the declaration; never present at run time. */
  readonly __endpoint?: E;
}

export type EndpointOf<R> = R extends EndpointRoute<infer E> ? E : never;
