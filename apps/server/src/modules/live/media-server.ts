import type { FastifyInstance } from 'fastify';
import type { ViewerTag } from './playback-tokens.js';

/** What the app tells a media server and hears back, per stream (by its public playback name). */
export interface MediaServerHooks {
  /** Resolves true when `key` may publish `name` now (right key, stream neither ended nor cancelled). */
  authorizePublish(name: string, key: string): Promise<boolean>;
  /** A publish was accepted and media flows. Never rejects. */
  onPublish(name: string): Promise<void>;
  /** The publisher is gone for good (after the reconnect grace, or the server stops). Never rejects. */
  onUnpublish(name: string): Promise<void>;
  /** The number of distinct viewers changed. */
  onViewers(name: string, viewers: number): void;
  /**
   * Whether the stream on air under `name` charges an entry fee, so a player needs a URL signed
   * for them (free streams also play unsigned). A name the app does not know counts as paid.
   */
  isPaid(name: string): boolean;
}

export interface IngestInfo {
  /** OBS "Server". */
  server: string;
  /** OBS "Stream key": the public name and the secret key. */
  streamKey: string;
  /** Both in one URL, for ffmpeg. */
  publishUrl: string;
}

export interface PlaybackInfo {
  flvUrl: string;
  hlsUrl: string | null;
}

/**
 * The port between the live module and a media server: the embedded node-media-server
 * (`nms-media-server.ts`) or an external SRS (`srs-media-server.ts`), chosen by MEDIA_SERVER.
 */
export interface MediaServer {
  readonly kind: 'nms' | 'srs';
  /** Registers its HTTP routes (playback or callbacks) on the app. */
  registerRoutes(app: FastifyInstance): Promise<void>;
  start(hooks: MediaServerHooks): Promise<void>;
  stop(): Promise<void>;
  ingest(name: string, key: string): IngestInfo;
  /** Playback URLs signed for `viewer` (playback-tokens.ts). */
  playback(name: string, viewer: ViewerTag): PlaybackInfo;
  /** Distinct viewers (viewer-count.ts). */
  viewers(name: string): number;
  /** Cuts a live publisher off (the stream was stopped). */
  kick(name: string): Promise<void>;
  /** Where the demo publishers (ffmpeg on this machine) push a stream. */
  publishUrlForDemo(name: string, key: string): string;
}
