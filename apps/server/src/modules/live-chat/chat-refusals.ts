import type { ApiCodeName, MessageKey } from '@matchday/contract';

/**
 * Why chat refused an action, with the catalogue code and message key to answer with (HTTP
 * envelope or socket `error` frame).
 */
export const chatRefusals = {
  roomClosed: { codeName: 'notFound', msgKey: 'chat.roomClosed' },
  ticketInvalid: { codeName: 'forbidden', msgKey: 'chat.ticketInvalid' },
  /** The client fetches a new ticket (getSig) and joins again. */
  ticketExpired: { codeName: 'forbidden', msgKey: 'chat.ticketExpired' },
  signInToChat: { codeName: 'unauthenticated', msgKey: 'chat.signInToChat' },
  empty: { codeName: 'validationFailed', msgKey: 'chat.empty' },
  tooLong: { codeName: 'validationFailed', msgKey: 'chat.tooLong' },
  banned: { codeName: 'forbidden', msgKey: 'chat.banned' },
  muted: { codeName: 'forbidden', msgKey: 'chat.muted' },
  slowMode: { codeName: 'rateLimited', msgKey: 'chat.slowMode' },
  tooFast: { codeName: 'rateLimited', msgKey: 'chat.tooFast' },
  notModerator: { codeName: 'forbidden', msgKey: 'chat.notModerator' },
  slowModeRange: { codeName: 'validationFailed', msgKey: 'chat.slowModeRange' },
} as const satisfies Record<string, { codeName: ApiCodeName; msgKey: MessageKey }>;

export type ChatRefusalReason = keyof typeof chatRefusals;

export interface ChatRefusal {
  ok: false;
  reason: ChatRefusalReason;
  codeName: ApiCodeName;
  msgKey: MessageKey;
  /** Values for the message's placeholders ({max}, {seconds}). */
  vars?: Record<string, number>;
  /** When a wait ends (rate limits, slow mode) or a mute ends (null: until lifted). */
  retryInMs?: number;
  until?: number | null;
}

export function refuse(
  reason: ChatRefusalReason,
  extra: Omit<ChatRefusal, 'ok' | 'reason' | 'codeName' | 'msgKey'> = {},
): ChatRefusal {
  return { ok: false, reason, ...chatRefusals[reason], ...extra };
}
