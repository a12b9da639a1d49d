import { randomBytes } from 'node:crypto';
import type { ChatMessage, Role } from '@matchday/contract';
import { stripBidiControls } from '@matchday/core';
import { refuse, type ChatRefusal } from './chat-refusals.js';
import { CHAT_RATE_RULES, type ChatRateLimiter, type ChatRateRule } from './chat-rate-limit.js';
import { SHIELDED_WORDS_MAX, SLOW_MODE_MAX_SECONDS, type ChatRoomSettingsStore } from './chat-room-settings.js';
import type { ChatStandings } from './chat-standing.js';
import { CHAT_MAX_LENGTH, checkChatText } from './chat-text.js';
import type { ChatRole, ChatTicket, ChatTickets } from './chat-ticket.js';
import { RoomBatcher, type RoomBatch, type Schedule } from './room-batcher.js';
import { RoomHistory } from './room-history.js';
import { RoomWordsCache } from './room-words-cache.js';
import { normaliseWord } from './sensitive-words/normaliser.js';
import type { WordFilter } from './sensitive-words/word-filter.js';
import { sensitiveWords } from './sensitive-words/word-lists.js';

/** What chat needs to know about a stream: its anchor (the ban log's room) and whether it is open. */
export interface ChatRoomInfo {
  streamId: number;
  anchorId: number;
  /** False once the stream ended or was cancelled. */
  open: boolean;
}

/** A signed-in caller (session.service Caller); `userName` is the name their lines show. */
export interface ChatCaller {
  userId: number;
  userName: string;
  role: Role;
}

export interface ChatServiceDeps {
  findRoom: (streamId: number) => Promise<ChatRoomInfo | null>;
  settings: ChatRoomSettingsStore;
  standings: ChatStandings;
  limiter: ChatRateLimiter;
  tickets: ChatTickets;
  filter: WordFilter;
  /** Sends a room's batch to its sockets: `publishEvent(bus, room:{id}, 'chat', batch)`. */
  publish: (streamId: number, batch: RoomBatch<ChatMessage>) => void | Promise<void>;
  onPublishError?: (err: unknown, streamId: number) => void;
  batchIntervalMs?: number;
  schedule?: Schedule;
  now?: () => number;
}

type Result<T> = ({ ok: true } & T) | ChatRefusal;

const ROOM_CACHE_MS = 1_000;

/**
 * Room chat (issue 7): tickets, joining with history, posting under the ban log, slow mode and
 * rate limits, word masking, and batched fan-out. Transport-free: routes and socket frames call it
 * and turn a refusal into the envelope or an `error` frame.
 */
export function createChatService(deps: ChatServiceDeps) {
  const now = deps.now ?? Date.now;
  const history = new RoomHistory<ChatMessage>();
  const roomWords = new RoomWordsCache();
  const batcher = new RoomBatcher<ChatMessage>({
    publish: deps.publish,
    ...(deps.onPublishError ? { onError: deps.onPublishError } : {}),
    ...(deps.batchIntervalMs ? { intervalMs: deps.batchIntervalMs } : {}),
    ...(deps.schedule ? { schedule: deps.schedule } : {}),
  });
  const rooms = new Map<number, { info: ChatRoomInfo | null; until: number }>();
  const idPrefix = randomBytes(3).toString('hex');
  let lastId = 0;

  /** Room lookups are cached for a second: every message asks. */
  async function room(streamId: number): Promise<ChatRoomInfo | null> {
    const hit = rooms.get(streamId);
    if (hit && hit.until > now()) return hit.info;
    const info = await deps.findRoom(streamId);
    if (rooms.size >= 10_000) rooms.clear();
    rooms.set(streamId, { info, until: now() + ROOM_CACHE_MS });
    return info;
  }

  async function moderated(caller: ChatCaller, streamId: number): Promise<Result<{ room: ChatRoomInfo }>> {
    const r = await room(streamId);
    if (!r) return refuse('roomClosed');
    if (caller.role !== 'admin' && caller.userId !== r.anchorId) return refuse('notModerator');
    return { ok: true, room: r };
  }

  return {
    /** `chatroom/config/info`. */
    async config(
      streamId: number,
    ): Promise<Result<{ slowModeSeconds: number; membersOnly: boolean; maxLength: number }>> {
      if (!(await room(streamId))) return refuse('roomClosed');
      const { slowModeSeconds } = await deps.settings.get(streamId);
      return { ok: true, slowModeSeconds, membersOnly: true, maxLength: CHAT_MAX_LENGTH };
    },

    /** `chatroom/getSig/{id}`: a ticket for an open room; a user banned there gets none. */
    async ticket(
      caller: ChatCaller,
      streamId: number,
    ): Promise<Result<{ sig: string; expiresAt: number; topic: string }>> {
      const r = await room(streamId);
      if (!r?.open) return refuse('roomClosed');
      const standing = await deps.standings.of(caller.userId, r.anchorId);
      if (caller.role !== 'admin' && standing.kind === 'banned') return refuse('banned', { until: standing.until });
      const role: ChatRole = caller.role === 'admin' ? 'admin' : caller.userId === r.anchorId ? 'anchor' : 'viewer';
      const { sig, expiresAt } = deps.tickets.issue({
        userId: caller.userId,
        guestId: null,
        // A name stored before bidi controls were stripped from names must not reorder the line it heads.
        name: stripBidiControls(caller.userName),
        streamId,
        role,
      });
      return { ok: true, sig, expiresAt, topic: `room:${streamId}` };
    },

    /** Joining a room's chat with a ticket: who the socket speaks as, and the last 50 messages. */
    async join(sig: string, streamId: number): Promise<Result<{ member: ChatTicket; history: ChatMessage[] }>> {
      const check = deps.tickets.verify(sig, streamId);
      if (!check.ok) return refuse(check.reason === 'expired' ? 'ticketExpired' : 'ticketInvalid');
      const r = await room(streamId);
      if (!r?.open) return refuse('roomClosed');
      const { ticket } = check;
      if (ticket.userId !== null && ticket.role !== 'admin') {
        const standing = await deps.standings.of(ticket.userId, r.anchorId);
        if (standing.kind === 'banned') return refuse('banned', { until: standing.until });
      }
      return { ok: true, member: ticket, history: history.recent(streamId) };
    },

    /** Posts a line as a joined member; the masked message is in the room's next batch. */
    async post(member: ChatTicket, rawText: string): Promise<Result<{ message: ChatMessage }>> {
      if (member.userId === null) return refuse('signInToChat');
      const text = checkChatText(rawText);
      if (!text.ok) return refuse(text.reason, text.reason === 'tooLong' ? { vars: { max: CHAT_MAX_LENGTH } } : {});
      const { streamId } = member;
      const r = await room(streamId);
      if (!r?.open) return refuse('roomClosed');
      if (member.role !== 'admin') {
        const standing = await deps.standings.of(member.userId, r.anchorId);
        if (standing.kind !== 'clear') return refuse(standing.kind, { until: standing.until });
      }
      const settings = await deps.settings.get(streamId);
      const slow = member.role === 'viewer' && settings.slowModeSeconds > 0;
      const rules: readonly ChatRateRule[] = slow
        ? [{ limit: 1, windowMs: settings.slowModeSeconds * 1_000 }, ...CHAT_RATE_RULES]
        : CHAT_RATE_RULES;
      const rate = await deps.limiter.take(`${streamId}:${member.userId}`, rules);
      if (!rate.allowed) {
        const seconds = Math.max(1, Math.ceil(rate.retryInMs / 1_000));
        return refuse(slow && rate.rule === 0 ? 'slowMode' : 'tooFast', {
          retryInMs: rate.retryInMs,
          vars: { seconds },
        });
      }
      const message: ChatMessage = {
        id: `${idPrefix}${(++lastId).toString(36)}`,
        streamId,
        userId: member.userId,
        name: member.name,
        role: member.role,
        text: deps.filter.mask(text.text, roomWords.get(streamId, settings.shieldedWords)),
        at: now(),
      };
      history.append(streamId, message);
      batcher.add(streamId, message);
      return { ok: true, message };
    },

    /** Slow mode by the room's anchor or a super admin (0 turns it off). */
    async setSlowMode(
      caller: ChatCaller,
      streamId: number,
      seconds: number,
    ): Promise<Result<{ slowModeSeconds: number }>> {
      const may = await moderated(caller, streamId);
      if (!may.ok) return may;
      if (!Number.isInteger(seconds) || seconds < 0 || seconds > SLOW_MODE_MAX_SECONDS)
        return refuse('slowModeRange', { vars: { max: SLOW_MODE_MAX_SECONDS } });
      const saved = await deps.settings.save(streamId, { slowModeSeconds: seconds });
      return { ok: true, slowModeSeconds: saved.slowModeSeconds };
    },

    /** `word/shielded/save`: replaces the room's own words (duplicates after folding kept once). */
    async saveShieldedWords(
      caller: ChatCaller,
      streamId: number,
      words: readonly string[],
    ): Promise<Result<{ count: number }>> {
      const may = await moderated(caller, streamId);
      if (!may.ok) return may;
      const seen = new Set<string>();
      const kept = words
        .map((w) => w.trim())
        .filter((w) => {
          const folded = normaliseWord(w);
          if (folded.length === 0 || seen.has(folded)) return false;
          seen.add(folded);
          return true;
        });
      const saved = await deps.settings.save(streamId, { shieldedWords: kept.slice(0, SHIELDED_WORDS_MAX) });
      return { ok: true, count: saved.shieldedWords.length };
    },

    /** `sensitive/word/list`: the platform list. */
    sensitiveWordList: () => sensitiveWords,

    /** After a ban-log change on this node: the user's standing is read again at once. */
    moderationChanged(userId: number) {
      deps.standings.forget(userId);
    },

    /** A stream ended: its history and word automaton go. */
    roomEnded(streamId: number) {
      history.drop(streamId);
      roomWords.drop(streamId);
      rooms.delete(streamId);
    },

    /** Sends what is waiting and stops the batch timer. */
    close() {
      batcher.close();
    },

    /** Messages dropped because a room flooded its batch queue. */
    get droppedMessages() {
      return batcher.dropped;
    },
  };
}
export type ChatService = ReturnType<typeof createChatService>;
