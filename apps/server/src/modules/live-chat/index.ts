import { publishEvent, type RealtimeBus } from '@matchday/realtime';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { AccountRepository } from '../account/index.js';
import type { LiveStreamService } from '../live/index.js';
import { senderLabel } from '../live-gifts/index.js';
import type { ModerationModule } from '../moderation/index.js';
import { createChatRateLimiter } from './chat-rate-limit.js';
import { createDbChatRoomSettings } from './chat-room-settings.repository.js';
import { chatRoomOf, watchRoomEnds } from './chat-rooms.js';
import { createChatService } from './chat-service.js';
import { createChatStandings } from './chat-standing.js';
import { createChatTickets } from './chat-ticket.js';
import { liveChatRoutes } from './live-chat.routes.js';
import { WordFilter } from './sensitive-words/word-filter.js';
import { sensitiveWords } from './sensitive-words/word-lists.js';

export interface LiveChatModule {
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
  /** Sends the waiting lines and stops the room watches and the rate limiter. */
  onClose(): Promise<void>;
}

/**
 * Room chat over the ban log, the app secret and the bus. Batches go to `room:{id}` `chat`; a
 * room whose stream ends (its `streamStatus` on the bus) is dropped; a moderator's change is read
 * again at once. The platform word list is built once here (a few milliseconds for the demo list).
 */
export function createLiveChatModule(deps: {
  db: AppDatabase;
  /** Signs the chat tickets. */
  secret: Buffer;
  /** Rate limits shared by every node when set. */
  redisUrl: string | undefined;
  bus: RealtimeBus;
  bans: ModerationModule['bans'];
  streams: Pick<LiveStreamService, 'roomOf' | 'mayEnter'>;
  /** Lines carry the sender's name as gift announcements do. */
  accounts: Pick<AccountRepository, 'findById'>;
  logger: FastifyBaseLogger;
}): LiveChatModule {
  const onError = (err: unknown, streamId: number | null) =>
    deps.logger.warn({ err, streamId }, 'live chat push failed');
  const limiter = createChatRateLimiter({ redisUrl: deps.redisUrl });
  const ends = watchRoomEnds(
    deps.bus,
    (streamId) => chat.roomEnded(streamId),
    (err) => onError(err, null),
  );
  const chat = createChatService({
    findRoom: async (streamId) => {
      const room = chatRoomOf(await deps.streams.roomOf(streamId));
      if (room?.open) ends.watch(streamId);
      return room;
    },
    settings: createDbChatRoomSettings(deps.db),
    standings: createChatStandings((userId, roomId) => deps.bans.info(userId, roomId)),
    limiter,
    tickets: createChatTickets(deps.secret),
    filter: new WordFilter(sensitiveWords.map((w) => w.word)),
    publish: (streamId, batch) => publishEvent(deps.bus, `room:${streamId}`, 'chat', batch),
    onPublishError: onError,
  });
  deps.bans.onStandingChanged(chat.moderationChanged);
  return {
    registerEndpoints: (api, registrar) =>
      liveChatRoutes(
        api,
        registrar,
        chat,
        async (c) => senderLabel((await deps.accounts.findById(c.userId)) ?? { nickName: null, userName: c.userName }),
        (c, streamId) => deps.streams.mayEnter(streamId, c),
      ),
    async onClose() {
      ends.close();
      chat.close();
      await limiter.close();
    },
  };
}
