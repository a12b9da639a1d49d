import { publishEvent, type RealtimeBus } from '@matchday/realtime';
import type { BanLogService } from '../moderation/ban-log.service.js';
import { createChatRateLimiter } from './chat-rate-limit.js';
import { createMemoryChatRoomSettings, type ChatRoomSettingsStore } from './chat-room-settings.js';
import { watchRoomEnds } from './chat-rooms.js';
import { createChatService, type ChatRoomInfo } from './chat-service.js';
import { createChatStandings } from './chat-standing.js';
import { createChatTickets } from './chat-ticket.js';
import { WordFilter } from './sensitive-words/word-filter.js';
import { sensitiveWords } from './sensitive-words/word-lists.js';

export { createChatService, type ChatService, type ChatRoomInfo, type ChatCaller } from './chat-service.js';
export { chatRefusals, type ChatRefusal, type ChatRefusalReason } from './chat-refusals.js';
export type { ChatTicket, ChatRole } from './chat-ticket.js';
export type { RoomBatch } from './room-batcher.js';
export type { ChatRoomSettingsStore, ChatRoomSettings } from './chat-room-settings.js';
export { createDbChatRoomSettings } from './chat-room-settings.repository.js';
export { createDbChatRooms } from './chat-rooms.js';
export { liveChatRoutes } from './live-chat.routes.js';

/**
 * Wiring: the chat service over the ban log, the app secret and the bus. Batches go to
 * `room:{id}` `chat`; a room whose stream ends (its `streamStatus` on the bus) is dropped. The
 * platform word list is built once here (a few milliseconds for the demo list).
 */
export function createLiveChat(opts: {
  appSecret: Buffer;
  redisUrl?: string | undefined;
  bus: RealtimeBus;
  bans: Pick<BanLogService, 'info'>;
  findRoom: (streamId: number) => Promise<ChatRoomInfo | null>;
  onError?: (err: unknown, streamId: number | null) => void;
  settings?: ChatRoomSettingsStore;
}) {
  const onError = opts.onError ?? (() => undefined);
  const limiter = createChatRateLimiter({ redisUrl: opts.redisUrl });
  const ends = watchRoomEnds(
    opts.bus,
    (streamId) => chat.roomEnded(streamId),
    (err) => onError(err, null),
  );
  const chat = createChatService({
    findRoom: async (streamId) => {
      const room = await opts.findRoom(streamId);
      if (room?.open) ends.watch(streamId);
      return room;
    },
    settings: opts.settings ?? createMemoryChatRoomSettings(),
    standings: createChatStandings((userId, roomId) => opts.bans.info(userId, roomId)),
    limiter,
    tickets: createChatTickets(opts.appSecret),
    filter: new WordFilter(sensitiveWords.map((w) => w.word)),
    publish: (streamId, batch) => publishEvent(opts.bus, `room:${streamId}`, 'chat', batch),
    onPublishError: onError,
  });
  return {
    chat,
    async close() {
      ends.close();
      chat.close();
      await limiter.close();
    },
  };
}
