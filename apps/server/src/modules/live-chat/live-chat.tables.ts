/** A room's own chat rules (modules/live-chat); `shieldedWords` is a JSON array of strings. */
export interface ChatRoomSettingsTable {
  streamId: number;
  slowModeSeconds: number;
  shieldedWords: string;
  updatedAt: number;
}

/** Rooms' chat settings: this module's part of the app's `Database` (db/schema.ts). */
export interface LiveChatTables {
  chatRoomSettings: ChatRoomSettingsTable;
}
