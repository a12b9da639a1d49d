import { apiCodes, codeMessage, messageFor, type ApiCodeName } from '@matchday/contract';
import type { FastifyReply } from 'fastify';
import type { MessageOverride, MessageVars } from './app-error.js';

/** A message override in the caller's language: a key's text with `vars` filled, or the ready text as it is. */
export function overrideText(msg: MessageOverride, lang: string, vars?: MessageVars) {
  if (typeof msg !== 'string') return msg.text;
  const written =
    vars && Object.fromEntries(Object.entries(vars).map(([k, v]) => [k, typeof v === 'function' ? v(lang) : v]));
  return messageFor(msg, lang, written);
}

/** Sends the envelope for a code in the caller's language; `msg` is a message key or a ready text. */
export function sendCode(
  reply: FastifyReply,
  name: ApiCodeName,
  lang: string,
  data: unknown = null,
  msg?: MessageOverride,
  vars?: MessageVars,
) {
  const { code, http } = apiCodes[name];
  return reply.code(http).send({ code, msg: msg ? overrideText(msg, lang, vars) : codeMessage(name, lang), data });
}
