import { liveCoverTags, messageFor, streamStatusCodes as S, type LiveStream } from '@matchday/contract';
import { publishEvent, type RealtimeBus } from '@matchday/realtime';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import {
  OPEN_STATUSES,
  type LiveStreamRepository,
  type StreamPatch,
  type StreamRow,
} from './live-stream.repository.js';
import type { MediaServer, MediaServerHooks } from './media-server.js';
import { viewerTag, type ViewerTag } from './playback-tokens.js';
import { newPlaybackName, newStreamKey, sameKey } from './stream-keys.js';

export interface StreamInput {
  title?: string | undefined;
  coverTagId?: number | null | undefined;
  sportId?: number | null | undefined;
  matchId?: number | null | undefined;
  fbId?: number | null | undefined;
  scheduledAt?: number | null | undefined;
  feeAmount?: number | null | undefined;
}

/** Open (booked, ready or live) streams an anchor may hold at once: enough for a week of bookings, not a flood. */
export const MAX_OPEN_STREAMS = 20;

interface Paging {
  pageNum: number;
  pageSize: number;
  presenterId?: number | undefined;
}

/** Who asks for playback URLs: the caller, and a visitor's device id (`deviceNo`, checked), so URLs are signed for them. */
export interface Watcher {
  caller: Caller | null;
  device: string | null;
}
const ANONYMOUS: Watcher = { caller: null, device: null };
const tagOf = (w: Watcher): ViewerTag => viewerTag(w.caller?.userId ?? null, w.device);

/** The fields of an input that were given: null clears, absent keeps. */
function given(input: StreamInput): StreamPatch {
  const patch: StreamPatch = {};
  if (input.title !== undefined) patch.title = input.title;
  if (input.coverTagId !== undefined) patch.coverTagId = input.coverTagId;
  if (input.sportId !== undefined) patch.sportId = input.sportId;
  if (input.matchId !== undefined) patch.matchId = input.matchId;
  if (input.fbId !== undefined) patch.fbId = input.fbId;
  // Our sports platform's video id (fbId) is its match id: linking a match links its video.
  else if (input.matchId !== undefined) patch.fbId = input.matchId;
  if (input.scheduledAt !== undefined) patch.scheduledAt = input.scheduledAt;
  if (input.feeAmount !== undefined) patch.feeAmount = input.feeAmount;
  return patch;
}

/** Which members paid a room's entry fee and are not banned from it (modules/live-rooms); without it every fee room is closed to viewers. */
export interface RoomFeeLedger {
  hasPaid(streamId: number, memberId: number): Promise<boolean>;
}

/** What an entry fee needs of a stream. */
export interface StreamEntry {
  id: number;
  presenterId: number;
  status: number;
  /** Minor units of `currency`; 0 when free. */
  feeAmount: number;
  currency: string;
}

/**
 * Streams: an anchor creates, edits, stops or cancels their own (a super admin any); the media
 * server's publish and unpublish move the status (2 = live), tell `room:{id}` and record each
 * spell on air. A room with an entry fee gives playback URLs only to those who may watch it.
 */
export function createLiveStreamService(deps: {
  repo: LiveStreamRepository;
  media: MediaServer;
  bus: RealtimeBus;
  logger: FastifyBaseLogger;
  fees?: RoomFeeLedger;
  now?: () => number;
}) {
  const { repo, media, bus, logger } = deps;
  const now = deps.now ?? Date.now;
  const idsByName = new Map<string, number>();
  /** Streams on air by playback name, and whether each charges a fee (fixed while live): players of paid ones need signed URLs. */
  const paidOnAir = new Map<string, boolean>();
  const feeListeners: ((streamId: number) => void)[] = [];
  const hasFee = (row: StreamRow) => (row.feeAmount ?? 0) > 0;

  /**
   * Lists are public: a fee room's URLs go only to a caller who may watch it, through getInfo.
   * URLs are signed for the viewer (playback-tokens.ts), so the media server knows whom it plays to.
   */
  function view(row: StreamRow, viewer: ViewerTag, mayWatch = !hasFee(row)): LiveStream {
    const live = row.status === S.live;
    const playback = live && mayWatch ? media.playback(row.playbackName, viewer) : null;
    return {
      id: row.id,
      presenterId: row.presenterId,
      presenterName: row.presenterName,
      title: row.title,
      coverTagId: row.coverTagId,
      status: row.status,
      sportId: row.sportId,
      matchId: row.matchId,
      fbId: row.fbId,
      flvUrl: playback?.flvUrl ?? null,
      hlsUrl: playback?.hlsUrl ?? null,
      viewers: live ? media.viewers(row.playbackName) : 0,
      scheduledAt: row.scheduledAt,
      startedAt: row.startedAt,
      endedAt: row.endedAt,
      isFee: hasFee(row),
    };
  }
  const ownView = (row: StreamRow, viewer: ViewerTag) => ({
    ...view(row, viewer, true),
    ingest: media.ingest(row.playbackName, row.streamKey),
  });
  const mayManage = (caller: Caller | null, row: StreamRow) =>
    caller !== null && (caller.role === 'admin' || (caller.role === 'anchor' && row.presenterId === caller.userId));
  /** A fee room: its anchor and super admins, and members who paid for this stream. */
  async function mayWatch(row: StreamRow, caller: Caller | null): Promise<boolean> {
    if (!hasFee(row) || mayManage(caller, row)) return true;
    return caller !== null && deps.fees !== undefined && (await deps.fees.hasPaid(row.id, caller.userId));
  }

  async function find(id: number): Promise<StreamRow> {
    const row = await repo.findById(id);
    if (!row) throw new AppError('notFound');
    return row;
  }
  async function owned(caller: Caller, id: number): Promise<StreamRow> {
    const row = await find(id);
    if (!mayManage(caller, row)) throw new AppError('forbidden', 'live.notOwner');
    if (row.status === S.ended || row.status === S.cancelled) throw new AppError('conflict', 'live.streamClosed');
    return row;
  }

  function tellRoom(row: StreamRow) {
    publishEvent(bus, `room:${row.id}`, 'streamStatus', {
      id: row.id,
      status: row.status,
      viewers: row.status === S.live ? media.viewers(row.playbackName) : 0,
    }).catch((err: unknown) => logger.warn({ err, streamId: row.id }, 'stream status push failed'));
  }

  /** Moves a stream to `status` if it is still in `from`, then tells its room. */
  async function move(
    row: StreamRow,
    patch: { status: number; startedAt?: number; endedAt?: number },
    from: number[],
  ): Promise<StreamRow | null> {
    if (!(await repo.update(row.id, { ...patch, updatedAt: now() }, from))) return null;
    const moved = await find(row.id);
    tellRoom(moved);
    return moved;
  }

  const hooks: MediaServerHooks = {
    async authorizePublish(name, key) {
      const row = await repo.findByName(name);
      return !!row && OPEN_STATUSES.includes(row.status) && sameKey(key, row.streamKey);
    },
    async onPublish(name) {
      try {
        const row = await repo.findByName(name);
        if (!row) return;
        idsByName.set(name, row.id);
        paidOnAir.set(name, hasFee(row));
        if (row.status === S.live) return;
        const at = now();
        if (await move(row, { status: S.live, startedAt: at }, [S.scheduled, S.ready]))
          await repo.openSession(row.id, row.presenterId, at);
      } catch (err) {
        logger.error({ err, name }, 'could not mark the stream live');
      }
    },
    async onUnpublish(name) {
      try {
        paidOnAir.delete(name);
        // A rotated key renamed the stream: its old name's publisher was cut off.
        const id = idsByName.get(name);
        const row = (await repo.findByName(name)) ?? (id === undefined ? undefined : await repo.findById(id));
        // Back to ready, so the anchor can reconnect (unless already live again under the new name); a stop already set ended.
        const liveElsewhere = row !== undefined && row.playbackName !== name && paidOnAir.has(row.playbackName);
        if (row?.status === S.live && !liveElsewhere && (await move(row, { status: S.ready }, [S.live])))
          await repo.closeSessions(row.id, now());
      } catch (err) {
        logger.error({ err, name }, 'could not take the stream off air');
      }
    },
    onViewers(name, viewers) {
      const id = idsByName.get(name);
      if (id === undefined) return;
      publishEvent(bus, `room:${id}`, 'viewers', { id, viewers }).catch((err: unknown) =>
        logger.warn({ err, streamId: id }, 'viewer count push failed'),
      );
      repo.raisePeak(id, viewers).catch((err: unknown) => logger.warn({ err, streamId: id }, 'peak viewers not saved'));
    },
    isPaid: (name) => paidOnAir.get(name) ?? true,
  };

  return {
    hooks,

    /** After a restart nothing publishes to the embedded server: streams left live are ready again. */
    async reconcile(): Promise<void> {
      const ids = await repo.resetLive(now());
      if (ids.length > 0) logger.info({ streams: ids }, 'streams left live by the last run are ready again');
    },

    async save(caller: Caller, input: StreamInput & { title: string }) {
      const viewer = tagOf({ caller, device: null });
      if ((await repo.countOpen(caller.userId)) >= MAX_OPEN_STREAMS)
        throw new AppError('conflict', 'live.tooManyOpen', null, { max: MAX_OPEN_STREAMS });
      const t = now();
      const id = await repo.insert({
        presenterId: caller.userId,
        title: input.title,
        coverTagId: input.coverTagId ?? null,
        status: input.scheduledAt ? S.scheduled : S.ready,
        sportId: input.sportId ?? null,
        matchId: input.matchId ?? null,
        fbId: input.fbId ?? input.matchId ?? null,
        feeAmount: input.feeAmount ?? null,
        playbackName: newPlaybackName(),
        streamKey: newStreamKey(),
        scheduledAt: input.scheduledAt ?? null,
        startedAt: null,
        endedAt: null,
        createdAt: t,
        updatedAt: t,
      });
      return ownView(await find(id), viewer);
    },

    async update(caller: Caller, input: StreamInput & { id: number; rotateKey?: boolean | undefined }) {
      const row = await owned(caller, input.id);
      // Viewers enter a live room knowing its price: the fee is set before going on air.
      if (input.feeAmount !== undefined && row.status === S.live && (input.feeAmount ?? 0) !== (row.feeAmount ?? 0))
        throw new AppError('conflict', 'live.fee.lockedWhileLive');
      const patch: StreamPatch = { ...given(input), updatedAt: now() };
      if (input.scheduledAt !== undefined && row.status !== S.live)
        patch.status = input.scheduledAt ? S.scheduled : S.ready;
      // A new key renames the stream too: every playback URL of the old name (signed or not) dies with it.
      if (input.rotateKey) {
        patch.streamKey = newStreamKey();
        patch.playbackName = newPlaybackName();
      }
      if (!(await repo.update(row.id, patch, OPEN_STATUSES))) throw new AppError('conflict', 'live.streamClosed');
      if (input.feeAmount !== undefined && (input.feeAmount ?? 0) !== (row.feeAmount ?? 0))
        for (const listener of feeListeners) listener(row.id);
      // A leaked key may be in use right now: whoever publishes must reconnect with the new one.
      if (input.rotateKey && row.status === S.live) await media.kick(row.playbackName);
      return ownView(await find(row.id), tagOf({ caller, device: null }));
    },

    async stop(caller: Caller, id: number) {
      const row = await owned(caller, id);
      const moved = await move(row, { status: S.ended, endedAt: now() }, OPEN_STATUSES);
      if (!moved) throw new AppError('conflict', 'live.streamClosed');
      await repo.closeSessions(row.id, now());
      await media.kick(row.playbackName);
      return ownView(moved, tagOf({ caller, device: null }));
    },

    async cancel(caller: Caller, id: number) {
      const row = await owned(caller, id);
      if (row.status === S.live) throw new AppError('conflict', 'live.streamIsLive');
      const moved = await move(row, { status: S.cancelled, endedAt: now() }, [S.scheduled, S.ready]);
      if (!moved) throw new AppError('conflict', 'live.streamIsLive');
      return ownView(moved, tagOf({ caller, device: null }));
    },

    async list(q: Paging, watcher: Watcher = ANONYMOUS) {
      const statuses = q.presenterId !== undefined ? [...OPEN_STATUSES, S.ended, S.cancelled] : OPEN_STATUSES;
      const page = await repo.page({ ...q, statuses });
      const viewer = tagOf(watcher);
      return { list: page.list.map((row) => view(row, viewer)), total: page.total };
    },

    async reserveList(q: Paging, watcher: Watcher = ANONYMOUS) {
      const page = await repo.upcoming({ ...q, after: now() });
      const viewer = tagOf(watcher);
      return { list: page.list.map((row) => view(row, viewer)), total: page.total };
    },

    async countReserve(presenterId: number) {
      return { count: (await repo.upcoming({ presenterId, after: now(), pageNum: 1, pageSize: 1 })).total };
    },

    async status(id: number) {
      const row = await find(id);
      return { id: row.id, status: row.status, viewers: row.status === S.live ? media.viewers(row.playbackName) : 0 };
    },

    async info(id: number, caller: Caller | null, device: string | null = null) {
      const row = await find(id);
      const viewer = tagOf({ caller, device });
      return mayManage(caller, row)
        ? ownView(row, viewer)
        : { ...view(row, viewer, await mayWatch(row, caller)), ingest: null };
    },

    /** What an entry fee needs: the anchor, the status, the fee and its currency (the anchor's). */
    async entry(id: number): Promise<StreamEntry> {
      const row = await find(id);
      return {
        id: row.id,
        presenterId: row.presenterId,
        status: row.status,
        feeAmount: row.feeAmount ?? 0,
        currency: row.presenterCurrency,
      };
    },

    /** A stream's anchor, status and entry fee (0: free), or null when there is none. */
    async roomOf(id: number): Promise<{ id: number; presenterId: number; status: number; feeAmount: number } | null> {
      const row = await repo.roomOf(id);
      return row
        ? {
            id: Number(row.id),
            presenterId: Number(row.presenterId),
            status: Number(row.status),
            feeAmount: Number(row.feeAmount ?? 0),
          }
        : null;
    },

    /** Adds a listener for a stream whose entry fee changed (who may follow its room changes with it). */
    onFeeChanged(listener: (streamId: number) => void): void {
      feeListeners.push(listener);
    },

    /** Whether the caller may watch and chat in a stream's room (always, without a fee). */
    async mayEnter(id: number, caller: Caller | null): Promise<boolean> {
      return mayWatch(await find(id), caller);
    },

    /** An anchor's spells on air overlapping [begin, end] (statistics). */
    sessionsOf: (presenterId: number, begin: number, end: number) => repo.sessionsOf(presenterId, begin, end),

    async videoList(watcher: Watcher = ANONYMOUS) {
      const viewer = tagOf(watcher);
      return (await repo.liveWithMatch()).map((row) => {
        const v = view(row, viewer);
        return { fbId: row.fbId!, flvUrl: v.flvUrl, hlsUrl: v.hlsUrl, streamId: row.id };
      });
    },

    coverTags: (lang: string) =>
      liveCoverTags.map((t) => ({ id: t.id, name: messageFor(`live.coverTag.${t.code}`, lang), color: t.color })),
  };
}
export type LiveStreamService = ReturnType<typeof createLiveStreamService>;
