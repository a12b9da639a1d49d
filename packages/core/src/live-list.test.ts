import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { sortLiveList } from './live-list.js';

/** The contract's `streamStatusCodes.live`. */
const statuses = { live: 2 };

describe('sortLiveList', () => {
  it('puts status 2 first and keeps the rest in order', () => {
    const list = [
      { id: 'a', status: 1 },
      { id: 'b', status: 2 },
      { id: 'c', status: 0 },
      { id: 'd', status: 2 },
    ];
    expect(sortLiveList(list, statuses).map((s) => s.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(list.map((s) => s.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  test.prop([fc.array(fc.record({ id: fc.nat(), status: fc.integer({ min: 0, max: 3 }) }))])(
    'equals live items then the others, each in original order',
    (list) => {
      const live = list.filter((s) => s.status === 2);
      const rest = list.filter((s) => s.status !== 2);
      expect(sortLiveList(list, statuses)).toEqual([...live, ...rest]);
    },
  );
});
