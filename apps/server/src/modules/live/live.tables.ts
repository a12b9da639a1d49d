import type { Generated } from 'kysely';

/** An anchor's stream; `status` is one of the contract's `streamStatusCodes`. */
export interface LiveStreamsTable {
  id: Generated<number>;
  presenterId: number;
  title: string;
  coverTagId: number | null;
  status: number;
  sportId: number | null;
  matchId: number | null;
  fbId: number | null;
  /** Entry fee in minor units (a later slice charges it); null or 0 = free. */
  feeAmount: number | null;
  /** Public: the stream's name in player URLs and in the RTMP path. */
  playbackName: string;
  /** Secret: shown to its anchor and super admins, checked on every publish. */
  streamKey: string;
  /** Defaults to 0. */
  peakViewers: Generated<number>;
  scheduledAt: number | null;
  startedAt: number | null;
  endedAt: number | null;
  createdAt: number;
  updatedAt: number;
}

/** One spell on air of a stream: from the publish that put it live to the unpublish or stop (null while on air). */
export interface LiveStreamSessionsTable {
  id: Generated<number>;
  streamId: number;
  presenterId: number;
  startedAt: number;
  endedAt: number | null;
}

/** Streams and their spells on air: this module's part of the app's `Database` (db/schema.ts). */
export interface LiveTables {
  liveStreams: LiveStreamsTable;
  liveStreamSessions: LiveStreamSessionsTable;
}
