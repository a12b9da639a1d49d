import type { FastifyPluginAsync } from 'fastify';

/** Who asks for sports access: a member, or a visitor (null) who gets a guest token. */
export interface SportsGrantee {
  userId: number;
  userName: string;
  currency: string;
}

/** The `/api/game/bet/cSports/token` answer: a platform token and where the platform lives. */
export interface SportsGrant {
  token: string;
  apiServerAddress: string;
  pcAddress: string;
  pushServerAddress: string;
  virtualAddress: string;
}

/**
 * The port to the sports platform. In one process the launcher wires the embedded platform's
 * token issuer; a third-party or standalone platform gets an adapter with the same call.
 */
export interface SportsAccess {
  grant(who: SportsGrantee | null, lang: string): Promise<SportsGrant>;
}

/** A Fastify plugin another package mounts into this process under its own prefix. */
export interface Mount {
  prefix: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each mounted plugin has its own options type
  plugin: FastifyPluginAsync<any>;
  options?: Record<string, unknown>;
}
