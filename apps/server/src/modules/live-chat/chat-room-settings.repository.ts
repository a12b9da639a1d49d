import type { AppDatabase } from '../../db/database.js';
import { parseJson } from '@matchday/database';
import { DEFAULT_ROOM_SETTINGS, type ChatRoomSettings, type ChatRoomSettingsStore } from './chat-room-settings.js';

/** How long a node trusts its copy: every message reads the settings, other nodes' saves show within this. */
const CACHE_MS = 2_000;
const CACHE_MAX_ROOMS = 10_000;

/** Room settings in `chat_room_settings`, cached per node; a save here is seen here at once. */
export function createDbChatRoomSettings(db: AppDatabase, now: () => number = Date.now): ChatRoomSettingsStore {
  const cache = new Map<number, { settings: ChatRoomSettings; until: number }>();

  function remember(streamId: number, settings: ChatRoomSettings): ChatRoomSettings {
    if (cache.size >= CACHE_MAX_ROOMS) cache.clear();
    cache.set(streamId, { settings, until: now() + CACHE_MS });
    return settings;
  }

  async function read(streamId: number): Promise<ChatRoomSettings> {
    const row = await db
      .selectFrom('chatRoomSettings')
      .select(['slowModeSeconds', 'shieldedWords'])
      .where('streamId', '=', streamId)
      .executeTakeFirst();
    if (!row) return DEFAULT_ROOM_SETTINGS;
    return Object.freeze({
      slowModeSeconds: Number(row.slowModeSeconds),
      shieldedWords: Object.freeze(parseJson<string[]>(row.shieldedWords, [])),
    });
  }

  return {
    async get(streamId) {
      const hit = cache.get(streamId);
      if (hit && hit.until > now()) return hit.settings;
      return remember(streamId, await read(streamId));
    },
    async save(streamId, change) {
      const next: ChatRoomSettings = { ...(await read(streamId)), ...change };
      const values = {
        slowModeSeconds: next.slowModeSeconds,
        shieldedWords: JSON.stringify(next.shieldedWords),
        updatedAt: now(),
      };
      await db
        .insertInto('chatRoomSettings')
        .values({ streamId, ...values })
        .onConflict((oc) => oc.column('streamId').doUpdateSet(values))
        .execute();
      return remember(streamId, Object.freeze(next));
    },
  };
}
