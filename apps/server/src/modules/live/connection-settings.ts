import { capByOpenFiles, defaultSocketCaps, openFileLimit, type ConnectionCaps } from '@matchday/realtime';

/** Long-lived connections the app holds: `/ws` sockets and video players (issue 17 #7; defaults in modules/live/README.md). */
export interface ConnectionSettings {
  /** WS_MAX_SOCKETS_PER_ADDRESS (50), WS_MAX_SOCKETS (40 % of nofile, at most 10,000): the app's `/ws`. */
  sockets: ConnectionCaps;
  /** LIVE_MAX_PLAYERS_PER_ADDRESS (10), LIVE_MAX_PLAYERS (10 % of nofile, at most 2,000): HTTP-FLV, WS-FLV and HLS players. */
  players: ConnectionCaps;
}

/** A household or office watching on several screens; one host cannot hold more. */
export const PLAYERS_PER_ADDRESS = 10;
/** Players one process serves: 600 take ~17 % of a core (bench/live), so 2,000 stay well inside one. */
export const MAX_PLAYERS = 2_000;
/** The share of the open-file limit players may hold (sockets take 40 % per endpoint; the rest is HTTP, the database, ffmpeg). */
export const PLAYER_SHARE_OF_FILES = 0.1;

/** Reads the caps; a bad value is reported with the rest of the configuration. */
export function readConnectionSettings(
  str: (name: string) => string | undefined,
  problems: string[],
  files: number | null = openFileLimit(),
): ConnectionSettings {
  const whole = (name: string, fallback: number) => {
    const text = str(name);
    if (text === undefined) return fallback;
    const n = Number(text);
    if (!/^\d+$/.test(text) || n < 1 || n > 1_000_000) {
      problems.push(`${name} must be a whole number from 1 to 1000000 (got "${text}")`);
      return fallback;
    }
    return n;
  };
  const sockets = defaultSocketCaps(files);
  return {
    sockets: {
      perAddress: whole('WS_MAX_SOCKETS_PER_ADDRESS', sockets.perAddress),
      perProcess: whole('WS_MAX_SOCKETS', sockets.perProcess),
    },
    players: {
      perAddress: whole('LIVE_MAX_PLAYERS_PER_ADDRESS', PLAYERS_PER_ADDRESS),
      perProcess: whole('LIVE_MAX_PLAYERS', capByOpenFiles(MAX_PLAYERS, PLAYER_SHARE_OF_FILES, files)),
    },
  };
}
