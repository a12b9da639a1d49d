import { describe, expect, it } from 'vitest';
import { matchStatus } from '@matchday/contract';
import { createFeed, LIVE_REPRICE_MS } from './feed.js';

const START = Date.UTC(2026, 10, 23, 15, 0, 0);

describe('feed cache', () => {
  it('keeps pre-match prices until kick-off and reprices live matches after LIVE_REPRICE_MS', () => {
    const feed = createFeed({ seed: 42, speed: 1 });
    const snap = feed.snapshot(START);
    const upcoming = snap.fixtures.find((f) => f.sid === 13 && snap.statusOf(f) === matchStatus.notStarted);
    const live = snap.fixtures.find((f) => snap.statusOf(f) === matchStatus.live);
    if (!upcoming || !live) throw new Error('schedule without upcoming volleyball or live match');

    const pre = feed.marketsOf(upcoming, snap.stateOf(upcoming), 'en', START);
    const later = feed.snapshot(START + 30_000);
    expect(feed.marketsOf(upcoming, later.stateOf(upcoming), 'en', START + 30_000)).toBe(pre);
    expect(feed.marketsOf(upcoming, snap.stateOf(upcoming), 'zh', START)).not.toBe(pre);

    const first = feed.marketsOf(live, snap.stateOf(live), 'en', START);
    expect(feed.marketsOf(live, snap.stateOf(live), 'en', START + LIVE_REPRICE_MS - 1)).toBe(first);
    expect(feed.marketsOf(live, snap.stateOf(live), 'en', START + LIVE_REPRICE_MS)).not.toBe(first);
  });

  it('shares one state per wall second and remembers ended matches', () => {
    const feed = createFeed({ seed: 42, speed: 1 });
    const a = feed.snapshot(START + 100);
    const b = feed.snapshot(START + 900);
    const live = a.fixtures.find((f) => a.statusOf(f) === matchStatus.live);
    const done = a.fixtures.find((f) => a.statusOf(f) === matchStatus.ended);
    if (!live || !done) throw new Error('schedule without live and ended matches');
    expect(b.stateOf(live)).toBe(a.stateOf(live));
    expect(feed.snapshot(START + 1000).stateOf(live)).not.toBe(a.stateOf(live));
    expect(feed.snapshot(START + 5000).stateOf(done)).toBe(a.stateOf(done));
  });
});
