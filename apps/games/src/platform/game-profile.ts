/**
 * The site's game profile (issue 19, player protection): `strict` for regulated markets, `standard`
 * elsewhere. The server enforces what it can: a round may not start sooner than `minRoundMs` after
 * the member's previous one (`roundTooSoon`), so autoplay, turbo and quick stop cannot beat it.
 */
export type GameProfileName = 'strict' | 'standard';

export interface GameProfile {
  name: GameProfileName;
  /** Least time between the starts of a member's rounds, enforced server-side. */
  minRoundMs: number;
  /** What the game client must honour (the server cannot see the screen). */
  autoplay: boolean;
  turbo: boolean;
  quickStop: boolean;
  /** Celebrate only wins above the stake. */
  celebrateWinsAboveStakeOnly: boolean;
  /** Show the session's net position and time on screen at all times. */
  showSessionTotals: boolean;
}

/** A strict round lasts at least 2.5 s. */
export const STRICT_MIN_ROUND_MS = 2500;

export const GAME_PROFILES: Readonly<Record<GameProfileName, GameProfile>> = {
  strict: {
    name: 'strict',
    minRoundMs: STRICT_MIN_ROUND_MS,
    autoplay: false,
    turbo: false,
    quickStop: false,
    celebrateWinsAboveStakeOnly: true,
    showSessionTotals: true,
  },
  standard: {
    name: 'standard',
    minRoundMs: 0,
    autoplay: true,
    turbo: true,
    quickStop: true,
    celebrateWinsAboveStakeOnly: false,
    showSessionTotals: false,
  },
};
