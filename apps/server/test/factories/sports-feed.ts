import { matchStatus } from '@matchday/contract';
import type { FeedMatchDetail, SportsFeedReader } from '@matchday/contract';

const HOUR = 3600_000;

/** Matches of a fake sports platform, one per state the live rooms treat differently. */
export function feedFixtures(now = Date.now()) {
  const base = { sportId: 1, leagueName: 'V.League 1', markets: [] };
  const derby: FeedMatchDetail = {
    ...base,
    id: 9001,
    homeName: 'Hanoi FC',
    awayName: 'Saigon FC',
    ms: matchStatus.live,
    bt: now - HOUR,
    scores: ['2:1', '1:1', '1:0'],
    markets: [
      {
        id: 77,
        marketName: 'Handicap',
        open: true,
        options: [
          { type: 1, name: 'Hanoi FC -0.5', odds: 1.95 },
          { type: 2, name: 'Saigon FC +0.5', odds: 1.87 },
        ],
      },
      { id: 78, marketName: 'Total goals', open: false, options: [{ type: 3, name: 'Over 2.5', odds: -1.9 }] },
      { id: 79, marketName: '1X2', open: true, options: [{ type: 1, name: 'Hanoi FC', odds: 0 }] },
    ],
  };
  return {
    derby,
    upcoming: {
      ...base,
      id: 9002,
      homeName: 'Hai Phong',
      awayName: 'Da Nang',
      ms: matchStatus.notStarted,
      bt: now + 2 * HOUR,
      scores: [],
    } satisfies FeedMatchDetail,
    ended: {
      ...base,
      id: 9003,
      homeName: 'Nam Dinh',
      awayName: 'Hue',
      ms: matchStatus.ended,
      bt: now - 3 * HOUR,
      scores: ['0:0'],
    } satisfies FeedMatchDetail,
    quietLive: {
      ...base,
      id: 9004,
      homeName: 'Binh Dinh',
      awayName: 'Thanh Hoa',
      ms: matchStatus.live,
      bt: now - HOUR / 2,
      scores: ['0:0'],
    } satisfies FeedMatchDetail,
  };
}

/** A SportsFeedReader over fixed matches; `calls` counts what was asked. */
export function fakeSportsFeed(matches: readonly FeedMatchDetail[]): SportsFeedReader & { calls: number } {
  const byId = new Map(matches.map((m) => [m.id, m]));
  const feed = {
    calls: 0,
    async matches(ids: readonly number[]) {
      feed.calls++;
      return ids.flatMap((id) => {
        const m = byId.get(id);
        return m
          ? [
              {
                id: m.id,
                sportId: m.sportId,
                leagueName: m.leagueName,
                homeName: m.homeName,
                awayName: m.awayName,
                ms: m.ms,
                bt: m.bt,
                scores: m.scores,
              },
            ]
          : [];
      });
    },
    async matchDetail(id: number) {
      feed.calls++;
      return byId.get(id) ?? null;
    },
  };
  return feed;
}
