/** An anchor's bio and room notice (nickname and avatar are on users). */
export interface PresenterProfilesTable {
  userId: number;
  introduction: string;
  notice: string;
  updatedAt: number;
}

/** Anchors' profiles: this module's part of the app's `Database` (db/schema.ts). */
export interface PresenterTables {
  presenterProfiles: PresenterProfilesTable;
}
