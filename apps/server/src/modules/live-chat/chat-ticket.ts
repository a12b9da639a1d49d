import { createHmac, timingSafeEqual } from 'node:crypto';
import { chatRoles } from '@matchday/contract';

/** Who is speaking in a room (the contract's `chatRoles`). */
export type ChatRole = (typeof chatRoles)[number];

/** What a chat ticket (spec §7 `chatroom/getSig`) vouches for. */
export interface ChatTicket {
  /** The member's id; null for a guest, who may read but not post. */
  userId: number | null;
  guestId: string | null;
  /** The name shown next to their messages. */
  name: string;
  streamId: number;
  role: ChatRole;
  expiresAt: number;
}

export type TicketCheck =
  { ok: true; ticket: ChatTicket } | { ok: false; reason: 'malformed' | 'forged' | 'expired' | 'wrongRoom' };

const VERSION = 'c1';
/** Long enough for a reconnect within a match; the client fetches a new one when it runs out. */
export const CHAT_TICKET_TTL_MS = 15 * 60_000;

/**
 * Signed, expiring tickets to join one room's chat: `c1.<payload>.<mac>`, the payload base64url
 * JSON and the mac an HMAC-SHA256 under a key derived from the app secret (so every node that
 * shares APP_SECRET accepts the others' tickets). Checked on joining and on every post.
 */
export function createChatTickets(appSecret: Buffer | string, opts: { ttlMs?: number; now?: () => number } = {}) {
  const key = createHmac('sha256', appSecret).update('matchday:chat-ticket').digest();
  const ttlMs = opts.ttlMs ?? CHAT_TICKET_TTL_MS;
  const now = opts.now ?? Date.now;
  const mac = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    issue(t: Omit<ChatTicket, 'expiresAt'>): { sig: string; expiresAt: number } {
      const expiresAt = now() + ttlMs;
      const payload = Buffer.from(
        JSON.stringify({ s: t.userId ?? `g:${t.guestId}`, n: t.name, r: t.streamId, o: t.role, e: expiresAt }),
      ).toString('base64url');
      const body = `${VERSION}.${payload}`;
      return { sig: `${body}.${mac(body).toString('base64url')}`, expiresAt };
    },

    verify(sig: string, streamId: number): TicketCheck {
      const parts = sig.split('.');
      if (parts.length !== 3 || parts[0] !== VERSION) return { ok: false, reason: 'malformed' };
      const given = Buffer.from(parts[2]!, 'base64url');
      const expected = mac(`${VERSION}.${parts[1]}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
      const ticket = parse(parts[1]!);
      if (!ticket) return { ok: false, reason: 'malformed' };
      if (ticket.expiresAt <= now()) return { ok: false, reason: 'expired' };
      if (ticket.streamId !== streamId) return { ok: false, reason: 'wrongRoom' };
      return { ok: true, ticket };
    },
  };
}
export type ChatTickets = ReturnType<typeof createChatTickets>;

/** The signed payload, read defensively even though we wrote it (an old secret, a bug). */
function parse(payload: string): ChatTicket | null {
  let p: unknown;
  try {
    p = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (typeof p !== 'object' || p === null) return null;
  const { s, n, r, o, e } = p as Record<string, unknown>;
  const member = typeof s === 'number' && Number.isSafeInteger(s);
  const guest = typeof s === 'string' && s.startsWith('g:');
  if (
    (!member && !guest) ||
    typeof n !== 'string' ||
    !Number.isSafeInteger(r) ||
    !chatRoles.includes(o as ChatRole) ||
    !Number.isSafeInteger(e)
  )
    return null;
  return {
    userId: member ? s : null,
    guestId: guest ? s.slice(2) : null,
    name: n,
    streamId: r as number,
    role: o as ChatRole,
    expiresAt: e as number,
  };
}
