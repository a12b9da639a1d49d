/** Spec §9 business constants. */
export const HTTP_TIMEOUT_MS = 15000;
export const SINGLE_WALLET_JUMP_TIMEOUT_MS = 10000;
export const STREAM_LIST_PAGE_SIZE = 999;
export const STREAM_LIST_PAGE = 1;
export const DEFAULT_MATCH_QUERY = {
  current: 1,
  size: 50,
  type: 1,
  sportId: 1,
  oddsType: 1,
  orderBy: 0,
} as const;
export const MATCH_QUERY_TYPES = { live: 1, today: 3, early: 4, champions: 7 } as const;
export const DEFAULT_SETTINGS = { oddsFormat: 1, oddsChange: 1 } as const;
export const LIVE_PLAYER_VOLUME = 70;
export const LIVE_PLAYER_SOUND = 1;
export const INDENT_WIDTH = 260;
export const TOAST_DURATION_MS = 3000;
export const HOT_GAMES_LOBBY_CODE = 1001104;
export const HOT_GAMES_COUNT = 4;
export const LAZY_LOAD = { preload: 1.3, throttleMs: 200, attempts: 3, cache: 200 } as const;
export const DAILY_WINDOW = { start: '00:00:00', end: '23:59:59' } as const;
export const VIP_LEVELS: readonly number[] = Array.from({ length: 12 }, (_, i) => i);
export const AVATAR_IDS: readonly number[] = Array.from({ length: 10 }, (_, i) => i + 1);
