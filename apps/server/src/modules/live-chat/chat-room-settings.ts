/** A room's own chat rules, set by its anchor or a super admin. */
export interface ChatRoomSettings {
  /** Seconds a viewer waits between two messages; 0 is off. */
  slowModeSeconds: number;
  /** Words masked in this room on top of the platform list, as the anchor typed them. */
  shieldedWords: readonly string[];
}

/** Slow mode choices: off up to five minutes. */
export const SLOW_MODE_MAX_SECONDS = 300;
/** Matches the contract's `word/shielded/save` limits. */
export const SHIELDED_WORDS_MAX = 500;

export const DEFAULT_ROOM_SETTINGS: ChatRoomSettings = Object.freeze({
  slowModeSeconds: 0,
  shieldedWords: Object.freeze([]) as readonly string[],
});

/**
 * Where room settings are kept, keyed by stream id. `get` is called for every message, so an
 * implementation over the database caches; `save` replaces the given fields.
 */
export interface ChatRoomSettingsStore {
  get(streamId: number): Promise<ChatRoomSettings>;
  save(streamId: number, change: Partial<ChatRoomSettings>): Promise<ChatRoomSettings>;
}

/** Settings held by this process (one node; lost on restart). */
export function createMemoryChatRoomSettings(): ChatRoomSettingsStore {
  const rooms = new Map<number, ChatRoomSettings>();
  return {
    async get(streamId) {
      return rooms.get(streamId) ?? DEFAULT_ROOM_SETTINGS;
    },
    async save(streamId, change) {
      const next = Object.freeze({ ...(rooms.get(streamId) ?? DEFAULT_ROOM_SETTINGS), ...change });
      rooms.set(streamId, next);
      return next;
    },
  };
}
