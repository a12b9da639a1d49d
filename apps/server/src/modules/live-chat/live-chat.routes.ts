import {
  type ChatRefusalData,
  liveChatJoin,
  liveChatroomConfigInfo,
  liveChatroomGetSig,
  liveChatSend,
  liveChatSlowMode,
  liveSensitiveWordList,
  liveWordShieldedSave,
} from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { Caller } from '../../http/caller.js';
import { refuse, type ChatRefusal } from './chat-refusals.js';
import type { ChatService } from './chat-service.js';

type Outcome = { ok: true } | ChatRefusal;

/** A refusal becomes the envelope: its catalogue code, its `chat.*` message, and why and until when as data. */
function answered<T extends Outcome>(r: T): Extract<T, { ok: true }> {
  if (!r.ok) {
    const data: ChatRefusalData = { reason: r.reason, retryInMs: r.retryInMs ?? null, until: r.until ?? null };
    throw new AppError(r.codeName, r.msgKey, data, r.vars);
  }
  return r as Extract<T, { ok: true }>;
}

/**
 * Chat calls: spec §7 config, getSig and word lists, and our join, send and slow mode
 * (endpoints/live-chat.ts). `shownName` is the name a member's lines carry, fixed in the ticket;
 * `mayEnter` says whether the caller may be in the room (a paid room: only once they paid).
 */
export function liveChatRoutes(
  app: FastifyInstance,
  deps: RegistrarDeps,
  chat: ChatService,
  shownName: (caller: Caller) => Promise<string>,
  mayEnter: (caller: Caller, streamId: number) => Promise<boolean> = async () => true,
) {
  registerEndpoint(app, deps, liveChatroomConfigInfo, async ({ body }) => {
    const { slowModeSeconds, membersOnly, maxLength } = answered(await chat.config(body.streamId));
    return { slowModeSeconds, membersOnly, maxLength };
  });
  registerEndpoint(app, deps, liveChatroomGetSig, async ({ caller, params }) => {
    const { sig, expiresAt, topic } = answered(
      await chat.ticket({ ...caller!, userName: await shownName(caller!) }, params.id),
    );
    // Tickets are the only way in: a paid room issues none before the fee is paid.
    if (!(await mayEnter(caller!, params.id))) throw new AppError('forbidden', 'live.fee.notPaid');
    return { sig, expiresAt, topic };
  });
  registerEndpoint(app, deps, liveSensitiveWordList, async () =>
    chat.sensitiveWordList().map((w) => ({ id: w.id, word: w.word, lang: w.lang })),
  );
  registerEndpoint(app, deps, liveWordShieldedSave, async ({ caller, body }) => {
    const { count } = answered(await chat.saveShieldedWords(caller!, body.streamId, body.words));
    return { count };
  });
  registerEndpoint(app, deps, liveChatJoin, async ({ body }) => {
    const { member, history } = answered(await chat.join(body.sig, body.streamId));
    return { role: member.role, history };
  });
  registerEndpoint(app, deps, liveChatSend, async ({ caller, body }) => {
    const { member } = answered(await chat.join(body.sig, body.streamId));
    // A ticket speaks for the member it was issued to, not for whoever holds it.
    if (member.userId !== caller!.userId) answered(refuse('ticketInvalid'));
    return answered(await chat.post(member, body.text)).message;
  });
  registerEndpoint(app, deps, liveChatSlowMode, async ({ caller, body }) => {
    const { slowModeSeconds } = answered(await chat.setSlowMode(caller!, body.streamId, body.seconds));
    return { slowModeSeconds };
  });
}
