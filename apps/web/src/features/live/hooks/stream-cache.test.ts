import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyRoomUpdate, type RoomUpdate, type StreamInfo, type StreamPage } from './stream-cache';
import { liveKeys } from '../api/keys';

const stream = (id: number, status: number, flvUrl: string | null = null): StreamInfo => ({
  id,
  presenterId: 7,
  presenterName: 'Anchor 01',
  title: `Stream ${id}`,
  coverTagId: 1,
  status,
  sportId: null,
  matchId: null,
  fbId: null,
  flvUrl,
  hlsUrl: flvUrl && flvUrl.replace('.flv', '.m3u8'),
  viewers: 0,
  scheduledAt: null,
  startedAt: null,
  endedAt: null,
  isFee: false,
  ingest: null,
});

function client(info: StreamInfo) {
  const c = new QueryClient();
  c.setQueryData<StreamPage>(liveKeys.list, { list: [stream(1, 1), stream(2, 2)], total: 2 });
  c.setQueryData<StreamPage>(liveKeys.own(7), { list: [stream(1, 1)], total: 1 });
  c.setQueryData(liveKeys.info(info.id), info);
  return c;
}

describe('applyRoomUpdate', () => {
  it('patches viewers in every list and the info', () => {
    const c = client(stream(2, 2, '/live/b.flv'));
    expect(applyRoomUpdate(c, { id: 2, viewers: 5 })).toBe(false);
    expect(c.getQueryData<StreamPage>(liveKeys.list)!.list.map((s) => s.viewers)).toEqual([0, 5]);
    expect(c.getQueryData<StreamInfo>(liveKeys.info(2))).toMatchObject({ viewers: 5, flvUrl: '/live/b.flv' });
  });

  it('asks for the info again when a stream goes on air (its URLs come with a fetch)', () => {
    const c = client(stream(1, 1));
    expect(applyRoomUpdate(c, { id: 1, status: 2, viewers: 0 })).toBe(true);
    expect(c.getQueryData<StreamPage>(liveKeys.own(7))!.list[0]!.status).toBe(2);
  });

  it('drops the playback URLs at once when a stream ends', () => {
    const c = client(stream(2, 2, '/live/b.flv'));
    expect(applyRoomUpdate(c, { id: 2, status: 3, viewers: 0 })).toBe(false);
    expect(c.getQueryData<StreamInfo>(liveKeys.info(2))).toMatchObject({ status: 3, flvUrl: null, hlsUrl: null });
  });

  it('patches search results too, and leaves other live pages (a room’s bets) alone', () => {
    const c = client(stream(2, 2));
    c.setQueryData(liveKeys.search('derby', 'en'), [stream(2, 2)]);
    const bets = { list: [{ id: 2, odds: 1.95 }], total: 1 };
    c.setQueryData(liveKeys.roomBets(2), bets);
    applyRoomUpdate(c, { id: 2, viewers: 9 });
    expect(c.getQueryData<StreamInfo[]>(liveKeys.search('derby', 'en'))![0]!.viewers).toBe(9);
    expect(c.getQueryData(liveKeys.roomBets(2))).toBe(bets);
  });
});

describe('applyRoomUpdate with what is not a viewer count', () => {
  it('keeps the count when handed a gift’s or a pick’s payload (the room once read "NaN watching")', () => {
    const c = client({ ...stream(2, 2, '/live/b.flv'), viewers: 4 });
    const gift = { id: 2, streamId: 2, from: 'Member 01', giftId: 1, count: 1, animation: 'rose', tier: 1, at: 1 };
    const pick = { id: 2, streamId: 2, marketId: 9, odds: 1.9, followers: 3 };
    for (const payload of [gift, pick, { id: 2, viewers: Number.NaN }, { id: 2, viewers: -1 }])
      expect(applyRoomUpdate(c, payload as unknown as RoomUpdate)).toBe(false);
    expect(c.getQueryData<StreamInfo>(liveKeys.info(2))!.viewers).toBe(4);
    expect(c.getQueryData<StreamPage>(liveKeys.list)!.list.map((s) => s.viewers)).toEqual([0, 0]);
  });
});
