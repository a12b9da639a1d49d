import { z } from 'zod';
import { emptyBody } from '../common.js';
import { defineEndpoint } from '../endpoint.js';

const chat = '/api/live/chat';

/** Who speaks in a room: its anchor and super admins moderate, everyone else views. */
export const chatRoles = ['viewer', 'anchor', 'admin'] as const;

/** One chat line as the room sees it; `text` is masked (sensitive and shielded words are stars). */
export const chatMessage = z.object({
  id: z.string(),
  streamId: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  role: z.enum(chatRoles),
  text: z.string(),
  at: z.number().int(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** What `room:{streamId}` pushes as `chat`: the lines of one interval, and how many a flood dropped. */
export const chatBatch = z.object({ messages: z.array(chatMessage), dropped: z.number().int().nonnegative() });

/**
 * The `data` of a refused chat call: why (`banned`, `muted`, `slowMode`, `tooFast`, `ticketExpired`…,
 * the message being `chat.{reason}`), when a wait ends (`retryInMs`) and when a mute or ban ends
 * (`until`, null: until lifted).
 */
export interface ChatRefusalData {
  reason: string;
  retryInMs: number | null;
  until: number | null;
}

/** The ticket from `chatroom/getSig/{id}` (spec §7), carried by every chat call of the room. */
const ticketed = { streamId: z.number().int().positive(), sig: z.string().min(1).max(1024) };

/*
 * Spec §7 has calls for chat settings, tickets and word lists but none to join or to post, and the
 * socket protocol carries only subscriptions; these are ours. Lines arrive on `room:{id}` `chat`.
 */
export const liveChatJoin = defineEndpoint({
  id: 'live.chat.join',
  method: 'POST',
  path: `${chat}/join`,
  access: 'visitor',
  summary: "Join a room's chat with its ticket: who you speak as and the last 50 messages, oldest first.",
  body: emptyBody.extend(ticketed),
  response: z.object({ role: z.enum(chatRoles), history: z.array(chatMessage) }),
});

export const liveChatSend = defineEndpoint({
  id: 'live.chat.send',
  method: 'POST',
  path: `${chat}/send`,
  access: 'member',
  summary:
    'Post a line (1–200 characters) under the ban log, slow mode and rate limits (1 a second, 20 in 30 s); answers it masked.',
  body: emptyBody.extend({ ...ticketed, text: z.string().max(2000) }),
  response: chatMessage,
});

export const liveChatSlowMode = defineEndpoint({
  id: 'live.chat.slowMode',
  method: 'POST',
  path: `${chat}/slowMode`,
  access: 'anchor',
  summary: "Set a room's slow mode (seconds a viewer waits between lines, 0 off); its anchor or a super admin.",
  body: emptyBody.extend({ streamId: z.number().int().positive(), seconds: z.number().int().min(0).max(300) }),
  response: z.object({ slowModeSeconds: z.number().int() }),
});
