import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '@matchday/core';
import { requestLanguage } from '../../http/language.js';
import { sendCode } from '../../http/reply.js';

/** A player asked for a stream that is not on air (or a segment not written yet): 404 in the envelope, never cached. */
export function replyNotLive(req: FastifyRequest, reply: FastifyReply, site: Site) {
  return sendCode(reply.header('cache-control', 'no-store'), 'notFound', requestLanguage(req, site));
}

/**
 * A player refused: 403 for a paid stream without a valid signed URL (or an expired one), 429 past
 * the player caps with the reason in `data`; in the envelope, never cached.
 */
export function replyRefused(
  req: FastifyRequest,
  reply: FastifyReply,
  site: Site,
  code: 'forbidden' | 'rateLimited',
  reason?: string,
) {
  return sendCode(
    reply.header('cache-control', 'no-store'),
    code,
    requestLanguage(req, site),
    reason ? { reason } : null,
  );
}
