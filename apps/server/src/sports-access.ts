import type { FastifyPluginAsync } from 'fastify';

// The port is declared in the contract; this name stays until the sports-platform module takes the seam.
export type { SportsAccess, SportsGrant, SportsGrantee } from '@matchday/contract';

/** A Fastify plugin another package mounts into this process under its own prefix. */
export interface Mount {
  prefix: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each mounted plugin has its own options type
  plugin: FastifyPluginAsync<any>;
  options?: Record<string, unknown>;
}
