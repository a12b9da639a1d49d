import { describe, expect, it } from 'vitest';
import * as c from './constants.js';

describe('spec §9 constants', () => {
  it('hold the spec values', () => {
    expect(c.HTTP_TIMEOUT_MS).toBe(15000);
    expect(c.SINGLE_WALLET_JUMP_TIMEOUT_MS).toBe(10000);
    expect([c.STREAM_LIST_PAGE_SIZE, c.STREAM_LIST_PAGE]).toEqual([999, 1]);
    expect(c.DEFAULT_MATCH_QUERY).toEqual({
      current: 1,
      size: 50,
      type: 1,
      sportId: 1,
      oddsType: 1,
      orderBy: 0,
    });
    expect(c.MATCH_QUERY_TYPES).toEqual({ live: 1, today: 3, early: 4, champions: 7 });
    expect(c.DEFAULT_SETTINGS).toEqual({ oddsFormat: 1, oddsChange: 1 });
    expect([c.LIVE_PLAYER_VOLUME, c.LIVE_PLAYER_SOUND, c.INDENT_WIDTH, c.TOAST_DURATION_MS]).toEqual([
      70, 1, 260, 3000,
    ]);
    expect([c.HOT_GAMES_LOBBY_CODE, c.HOT_GAMES_COUNT]).toEqual([1001104, 4]);
    expect(c.LAZY_LOAD).toEqual({ preload: 1.3, throttleMs: 200, attempts: 3, cache: 200 });
    expect(c.DAILY_WINDOW).toEqual({ start: '00:00:00', end: '23:59:59' });
    expect(c.VIP_LEVELS).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(c.AVATAR_IDS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
