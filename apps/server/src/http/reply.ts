import { apiCodes, codeMessage, messageFor, type ApiCodeName } from '@matchday/contract';
import type { FastifyReply } from 'fastify';

/** Sends the envelope for a code in the caller's language; `msg` is a message key or a ready text. */
export function sendCode(
  reply: FastifyReply,
  name: ApiCodeName,
  lang: string,
  data: unknown = null,
  msg?: string,
  vars?: Readonly<Record<string, string | number>>,
) {
  const { code, http } = apiCodes[name];
  return reply.code(http).send({ code, msg: msg ? messageFor(msg, lang, vars) : codeMessage(name, lang), data });
}
