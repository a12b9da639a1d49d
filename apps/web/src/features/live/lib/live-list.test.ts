import { describe, expect, it } from 'vitest';
import { liveListView, ofSport, sportsInList } from './live-list';

const s = (id: number, status: number, title: string, presenterName = 'Anchor') => ({
  id,
  status,
  title,
  presenterName,
});

describe('liveListView', () => {
  const list = [
    s(1, 1, 'Derby talk'),
    s(2, 2, 'Live football', 'Coach Minh'),
    s(3, 0, 'Weekend preview'),
    s(4, 2, 'Esports night', 'Lily Esports'),
  ];

  it('puts live streams first and keeps the server order otherwise', () => {
    expect(liveListView(list, '').map((x) => x.id)).toEqual([2, 4, 1, 3]);
  });

  it('finds by title or anchor name, ignoring case and accents', () => {
    expect(liveListView(list, 'ESPORTS').map((x) => x.id)).toEqual([4]);
    expect(liveListView(list, 'minh').map((x) => x.id)).toEqual([2]);
    expect(liveListView([s(5, 1, 'Bình luận', 'Lý Hạnh')], 'ly hanh').map((x) => x.id)).toEqual([5]);
    expect(liveListView(list, '  derby ').map((x) => x.id)).toEqual([1]);
    expect(liveListView(list, 'nothing')).toEqual([]);
  });

  it('drops a stream pushed as ended or cancelled', () => {
    expect(liveListView([...list, s(6, 3, 'Over'), s(7, 4, 'Called off')], '').map((x) => x.id)).toEqual([2, 4, 1, 3]);
  });
});

describe('sport filter', () => {
  const s = (sportId: number | null) => ({ sportId });
  it('offers the sports the streams are linked to, first seen first, and narrows to one', () => {
    const list = [s(3), s(null), s(1), s(3), s(177)];
    expect(sportsInList(list)).toEqual([3, 1, 177]);
    expect(ofSport(list, 3)).toEqual([s(3), s(3)]);
    expect(ofSport(list, null)).toHaveLength(5);
  });
});
