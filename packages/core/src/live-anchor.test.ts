import { describe, expect, it } from 'vitest';
import { filterLiveAnchorMatches, matchPeriodLabel } from './live-anchor.js';

/** The contract's `matchStatus` values these rules use (sports-platform-api §5.3). */
const statuses = { ended: 0, notStarted: 4, live: 5 };

describe('filterLiveAnchorMatches', () => {
  const matches = [
    { id: 1, ms: 0, fbId: 'f1' },
    { id: 2, ms: 5, fbId: 22 },
    { id: 3, ms: 5, fbId: 'f3' },
    { id: 4, ms: 1, fbId: null },
    { id: 5, ms: 0 },
  ];

  it('drops ms 0 and 5 unless a live source exists for their fbId', () => {
    const sources = [{ fbId: '22' }, { fbId: 'f9' }, { fbId: null }, { fbId: '' }];
    expect(filterLiveAnchorMatches(matches, sources, statuses).map((m) => m.id)).toEqual([2, 4]);
  });

  it('keeps every other state without sources', () => {
    expect(filterLiveAnchorMatches(matches, [], statuses).map((m) => m.id)).toEqual([4]);
  });
});

describe('matchPeriodLabel', () => {
  it('shows the time (bt) for ms 4 and the period otherwise', () => {
    expect(matchPeriodLabel({ ms: 4, bt: 1_700_000_000_000, mc: { pe: 1001 } }, statuses)).toEqual({
      kind: 'time',
      bt: 1_700_000_000_000,
    });
    expect(matchPeriodLabel({ ms: 4 }, statuses)).toEqual({ kind: 'time', bt: null });
    expect(matchPeriodLabel({ ms: 1, mc: { pe: 1001 } }, statuses)).toEqual({ kind: 'period', pe: 1001 });
    expect(matchPeriodLabel({ ms: 1, mc: null }, statuses)).toEqual({ kind: 'period', pe: null });
  });
});
