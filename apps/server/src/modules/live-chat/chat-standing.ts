import { BAN, type BanView } from '../moderation/index.js';

/** Where a user stands in a room's chat, from the ban log (spec §7 banLog). */
export type ChatStanding = { kind: 'clear' } | { kind: 'muted' | 'banned'; until: number | null };

/** The ban log's own question: the active mute or ban of a user in a room (BanLogService.info). */
export type ActiveBanLookup = (
  userId: number,
  roomId: number,
) => Promise<Pick<BanView, 'banType' | 'expiresAt'> | null>;

const CLEAR: ChatStanding = { kind: 'clear' };

/**
 * Mutes and bans live in the ban log (`modules/moderation`); chat reads them through this cache so
 * a busy room does not query the database for every line. An answer is kept for `ttlMs` (1 s, the
 * same staleness the wallet guard accepts) and never past the mute's own end; `forget` drops a
 * user's answers at once when a moderator acts on this node.
 */
export function createChatStandings(
  lookup: ActiveBanLookup,
  opts: { ttlMs?: number; maxEntries?: number; now?: () => number } = {},
) {
  const ttlMs = opts.ttlMs ?? 1_000;
  const maxEntries = opts.maxEntries ?? 50_000;
  const now = opts.now ?? Date.now;
  const cache = new Map<string, { standing: ChatStanding; validUntil: number; userId: number }>();

  return {
    /** `roomId` is the ban log's room: the anchor's user id. */
    async of(userId: number, roomId: number): Promise<ChatStanding> {
      const key = `${roomId}:${userId}`;
      const t = now();
      const hit = cache.get(key);
      if (hit && hit.validUntil > t) return hit.standing;
      const ban = await lookup(userId, roomId);
      const standing: ChatStanding = ban
        ? { kind: ban.banType === BAN ? 'banned' : 'muted', until: ban.expiresAt }
        : CLEAR;
      const validUntil = Math.min(t + ttlMs, ban?.expiresAt ?? Infinity);
      cache.delete(key);
      if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
      cache.set(key, { standing, validUntil, userId });
      return standing;
    },

    forget(userId: number) {
      for (const [key, entry] of cache) if (entry.userId === userId) cache.delete(key);
    },
  };
}
export type ChatStandings = ReturnType<typeof createChatStandings>;
