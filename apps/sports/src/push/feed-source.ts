import type { MarketGroup } from '@matchday/contract';
import type { Feed } from '../feed/feed.js';
import { matchStatus } from '@matchday/contract';
import { matchFrame, pricedLines, type MatchFrame, type PricedLines } from './match-frame.js';

/** The world at one tick as the publisher reads it. */
export interface PushTick {
  now: number;
  /** Ids of the sport's matches in play. */
  liveOf(sid: number): readonly number[];
  /** A match's frame; null when the schedule does not hold it (outrights are not pushed). */
  frame(id: number): MatchFrame | null;
}

export interface PushSource {
  at(now: number): PushTick;
}

/** Prices are only read in English: a delta carries ids and numbers, never names. */
const PUSH_LANG = 'en';

/**
 * The HTTP feed as the push's source, so a pushed price is exactly what getMatchDetail answers
 * in the same second (the feed's states and price caches are shared).
 */
export function feedSource(feed: Feed): PushSource {
  // The feed reuses a match's priced groups until they change; so do the lines read from them.
  const linesOf = new WeakMap<readonly MarketGroup[], PricedLines>();
  return {
    at(now) {
      const snap = feed.snapshot(now);
      let live: Map<number, number[]> | null = null;
      return {
        now,
        liveOf(sid) {
          if (!live) {
            const bySport = new Map<number, number[]>();
            for (const f of snap.fixtures) {
              if (snap.statusOf(f) !== matchStatus.live) continue;
              const ids = bySport.get(f.sid);
              if (ids) ids.push(f.id);
              else bySport.set(f.sid, [f.id]);
            }
            live = bySport;
          }
          return live.get(sid) ?? [];
        },
        frame(id) {
          const fixture = snap.fixture(id);
          if (!fixture) return null;
          const state = snap.stateOf(fixture);
          const groups = feed.marketsOf(fixture, state, PUSH_LANG, now);
          let priced = linesOf.get(groups);
          if (!priced) {
            priced = pricedLines(fixture.sid, groups);
            linesOf.set(groups, priced);
          }
          return matchFrame(id, now, state, priced);
        },
      };
    },
  };
}
