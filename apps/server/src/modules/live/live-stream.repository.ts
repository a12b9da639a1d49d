import { streamStatusCodes as S } from '@matchday/contract';
import type { Selectable, Updateable } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { LiveStreamsTable } from './live.tables.js';

/** `presenterCurrency` is the anchor's registration currency: an entry fee is charged in it. */
export type StreamRow = Selectable<LiveStreamsTable> & { presenterName: string; presenterCurrency: string };
export type NewStream = Omit<Selectable<LiveStreamsTable>, 'id' | 'peakViewers'>;
export type StreamPatch = Updateable<LiveStreamsTable>;

/** Open: neither ended nor cancelled. */
export const OPEN_STATUSES: number[] = [S.scheduled, S.ready, S.live];

/** The only Kysely importer for live_streams and live_stream_sessions. */
export function createLiveStreamRepository(db: AppDatabase) {
  const base = () =>
    db
      .selectFrom('liveStreams as s')
      .innerJoin('users as u', 'u.id', 's.presenterId')
      .selectAll('s')
      .select((eb) => eb.fn.coalesce('u.nickName', 'u.userName').as('presenterName'))
      .select('u.regCurrency as presenterCurrency');

  return {
    findById: (id: number) => base().where('s.id', '=', id).executeTakeFirst() as Promise<StreamRow | undefined>,
    findByName: (name: string) =>
      base().where('s.playbackName', '=', name).executeTakeFirst() as Promise<StreamRow | undefined>,

    /** A stream's anchor, status and fee, without the joins (chat and the socket's room rule ask for every room they open). */
    roomOf: (id: number) =>
      db
        .selectFrom('liveStreams')
        .select(['id', 'presenterId', 'status', 'feeAmount'])
        .where('id', '=', id)
        .executeTakeFirst(),

    hasAny: async () => (await db.selectFrom('liveStreams').select('id').limit(1).executeTakeFirst()) !== undefined,

    async insert(row: NewStream): Promise<number> {
      const r = await db.insertInto('liveStreams').values(row).returning('id').executeTakeFirstOrThrow();
      return r.id;
    },

    /** Applies the patch when the row is still in one of `fromStatuses`; false when it moved meanwhile. */
    async update(id: number, patch: StreamPatch, fromStatuses: number[] = OPEN_STATUSES): Promise<boolean> {
      const r = await db
        .updateTable('liveStreams')
        .set(patch)
        .where('id', '=', id)
        .where('status', 'in', fromStatuses)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async raisePeak(id: number, viewers: number): Promise<void> {
      await db
        .updateTable('liveStreams')
        .set({ peakViewers: viewers })
        .where('id', '=', id)
        .where('peakViewers', '<', viewers)
        .execute();
    },

    /** Live first (spec §4), then ready, booked, ended; newest first within each. */
    async page(q: {
      presenterId?: number | undefined;
      statuses: number[];
      pageNum: number;
      pageSize: number;
    }): Promise<{ list: StreamRow[]; total: number }> {
      let where = db.selectFrom('liveStreams as s').where('s.status', 'in', q.statuses);
      if (q.presenterId !== undefined) where = where.where('s.presenterId', '=', q.presenterId);
      const { n } = await where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      let list = base().where('s.status', 'in', q.statuses);
      if (q.presenterId !== undefined) list = list.where('s.presenterId', '=', q.presenterId);
      const rows = await list
        .orderBy((eb) =>
          eb
            .case()
            .when('s.status', '=', S.live)
            .then(0)
            .when('s.status', '=', S.ready)
            .then(1)
            .when('s.status', '=', S.scheduled)
            .then(2)
            .else(3)
            .end(),
        )
        .orderBy((eb) => eb.fn.coalesce('s.startedAt', 's.createdAt'), 'desc')
        .orderBy('s.id', 'desc')
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize)
        .execute();
      return { list: rows as StreamRow[], total: Number(n) };
    },

    /** Booked streams still to come, soonest first. */
    async upcoming(q: {
      presenterId?: number | undefined;
      after: number;
      pageNum: number;
      pageSize: number;
    }): Promise<{ list: StreamRow[]; total: number }> {
      let where = db
        .selectFrom('liveStreams as s')
        .where('s.status', '=', S.scheduled)
        .where('s.scheduledAt', '>', q.after);
      if (q.presenterId !== undefined) where = where.where('s.presenterId', '=', q.presenterId);
      const { n } = await where.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      let list = base().where('s.status', '=', S.scheduled).where('s.scheduledAt', '>', q.after);
      if (q.presenterId !== undefined) list = list.where('s.presenterId', '=', q.presenterId);
      const rows = await list
        .orderBy('s.scheduledAt', 'asc')
        .orderBy('s.id')
        .limit(q.pageSize)
        .offset((q.pageNum - 1) * q.pageSize)
        .execute();
      return { list: rows as StreamRow[], total: Number(n) };
    },

    async countOpen(presenterId: number): Promise<number> {
      const { n } = await db
        .selectFrom('liveStreams')
        .where('presenterId', '=', presenterId)
        .where('status', 'in', OPEN_STATUSES)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    liveWithMatch: () =>
      base()
        .where('s.status', '=', S.live)
        .where('s.fbId', 'is not', null)
        .orderBy('s.startedAt', 'desc')
        .execute() as Promise<StreamRow[]>,

    /** Streams left live by a crash: nothing is publishing after a restart, so their spells on air end now. */
    async resetLive(now: number): Promise<number[]> {
      const rows = await db.selectFrom('liveStreams').select('id').where('status', '=', S.live).execute();
      if (rows.length > 0)
        await db
          .updateTable('liveStreams')
          .set({ status: S.ready, updatedAt: now })
          .where('status', '=', S.live)
          .execute();
      await db.updateTable('liveStreamSessions').set({ endedAt: now }).where('endedAt', 'is', null).execute();
      return rows.map((r) => r.id);
    },

    async openSession(streamId: number, presenterId: number, at: number): Promise<void> {
      await db
        .insertInto('liveStreamSessions')
        .values({ streamId, presenterId, startedAt: at, endedAt: null })
        .execute();
    },

    async closeSessions(streamId: number, at: number): Promise<void> {
      await db
        .updateTable('liveStreamSessions')
        .set({ endedAt: at })
        .where('streamId', '=', streamId)
        .where('endedAt', 'is', null)
        .execute();
    },

    /** An anchor's spells on air overlapping [begin, end], with their stream's peak viewers. */
    sessionsOf: (presenterId: number, begin: number, end: number) =>
      db
        .selectFrom('liveStreamSessions as x')
        .innerJoin('liveStreams as s', 's.id', 'x.streamId')
        .select(['x.streamId', 'x.startedAt', 'x.endedAt', 's.peakViewers'])
        .where('x.presenterId', '=', presenterId)
        .where('x.startedAt', '<=', end)
        .where((eb) => eb.or([eb('x.endedAt', 'is', null), eb('x.endedAt', '>=', begin)]))
        .execute(),
  };
}
export type LiveStreamRepository = ReturnType<typeof createLiveStreamRepository>;
