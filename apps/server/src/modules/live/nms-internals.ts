import type { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';

/**
 * The parts of node-media-server 4.4 we drive directly: its RTMP sessions, broadcasts (GOP cache,
 * FLV muxing) and publish/play events. Not its `NodeMediaServer` class, which exits the process
 * when a port is taken, logs at debug to stdout, keeps a store under ./data and runs an admin site.
 */
const require = createRequire(import.meta.url);

export interface NmsSession {
  id: string;
  ip: string;
  protocol: string;
  isPublisher: boolean;
  streamApp: string;
  streamName: string;
  streamPath: string;
  streamQuery: Record<string, string | string[] | undefined>;
  endTime: number;
  sendBuffer: (buffer: Buffer) => void;
  close: () => void;
}

export interface NmsRtmpSession extends NmsSession {
  socket: Socket;
  run(): void;
}

export interface NmsBroadcast {
  publisher: NmsSession | null;
  subscribers: Map<string, NmsSession>;
  /** How long a dropped publisher may reconnect before donePublish (NMS default 30 s). */
  publishGraceMs: number;
  postPlay(session: NmsSession): string | null;
  donePlay(session: NmsSession): void;
}

interface NmsContext {
  broadcasts: Map<string, NmsBroadcast>;
  sessions: Map<string, NmsSession>;
  eventEmitter: EventEmitter;
}

export const nmsContext = require('node-media-server/src/core/context.js') as NmsContext;
export const NmsRtmpSessionClass = require('node-media-server/src/session/rtmp_session.js') as new (
  socket: Socket,
) => NmsRtmpSession;
const BaseSession = require('node-media-server/src/session/base_session.js') as new () => NmsSession;
const nmsLogger = require('node-media-server/src/core/logger.js') as { log: (message: string, level?: string) => void };

/** A subscriber of ours (a player or the HLS remuxer): FLV bytes go to `write`. An empty ip keeps NMS from counting it. */
export function createFlvSubscriber(
  streamPath: string,
  write: (buffer: Buffer) => void,
  close: () => void,
): NmsSession {
  const session = new BaseSession();
  session.protocol = 'flv';
  session.streamPath = streamPath;
  session.sendBuffer = write;
  session.close = close;
  return session;
}

/** NMS logs every connection at info to stdout; its lines go to our logger, routine ones at debug. */
export function routeNmsLogs(logger: FastifyBaseLogger): void {
  nmsLogger.log = (message: string, level = 'info') => {
    if (level === 'warn' || level === 'error') logger.warn({ mediaServer: 'nms' }, message);
    else logger.debug({ mediaServer: 'nms' }, message);
  };
}
