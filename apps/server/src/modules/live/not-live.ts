import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Site } from '@matchday/core';
import { requestLanguage } from '../../http/language.js';
import { sendCode } from '../../http/reply.js';

/** A player asked for a stream that is not on air (or a segment not written yet): 404 in the envelope, never cached. */
export function replyNotLive(req: FastifyRequest, reply: FastifyReply, site: Site) {
  return sendCode(reply.header('cache-control', 'no-store'), 'notFound', requestLanguage(req, site));
}
