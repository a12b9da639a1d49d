/** Business constants of spec §9. */
export const HTTP_TIMEOUT_MS = 15_000;
export const SINGLE_WALLET_JUMP_TIMEOUT_MS = 10_000;
export const STREAM_LIST_PAGE = { pageNum: 1, pageSize: 999 } as const;
export const DEFAULT_MATCH_QUERY = { current: 1, size: 50, type: 1, sportId: 1, oddsType: 1, orderBy: 0 } as const;
export const MATCH_QUERY_TYPES = { live: 1, today: 3, early: 4, champions: 7 } as const;
export const DEFAULT_SETTINGS = { oddsFormat: 1, oddsChange: 1 } as const;
export const LIVE_PLAYER = { volume: 70, sound: 1 } as const;
export const INDENT_WIDTH = 260;
export const TOAST_DURATION_MS = 3000;
export const HOT_GAMES = { lobbyCode: 1001104, count: 4 } as const;
export const LAZY_LOAD = { preload: 1.3, throttleMs: 200, attempts: 3, cache: 200 } as const;
export const VIP_LEVELS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
export const AVATAR_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const DEFAULT_DAILY_WINDOW = { start: '00:00:00', end: '23:59:59' } as const;
