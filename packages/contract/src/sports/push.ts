import { z } from 'zod';
import { sportsClock, sportsMarketLine, sportsMatch, sportsOption, sportsScore, sportsScoreboard } from './shapes.js';

/**
 * Deltas the sports push sends on `match:{id}` (every line of the match) and `sport:{sid}` (the
 * list's main lines of that sport's live matches). Each event carries `m`, one entry per changed
 * match, so one frame per topic per tick covers every match that moved; entries are keyed by
 * match id (`id`) and market line id (`mks[].id`), so a client patches its cached Match in place.
 */

const matchId = sportsMatch.shape.id;
/** The tick the delta was taken at (ms since the epoch): how fresh it is, and what the push bench measures. */
const tick = z.number().int();

/** Score `nsg` and scoreboard `sb` after a change. */
export const sportsScorePush = z.object({
  t: tick,
  m: z.array(z.object({ id: matchId, nsg: z.array(sportsScore), sb: sportsScoreboard.optional() })),
});

/** Clock `mc` whenever it moved (running clocks move every tick). */
export const sportsClockPush = z.object({ t: tick, m: z.array(z.object({ id: matchId, mc: sportsClock })) });

/** Match status `ms` and whether it takes bets (`bo` 0: ended or suspended by a dangerous moment). */
export const sportsStatusPush = z.object({
  t: tick,
  m: z.array(z.object({ id: matchId, ms: sportsMatch.shape.ms, bo: z.union([z.literal(0), z.literal(1)]) })),
});

/** A line's new state: its `ss` and the `od` of its options, in the order of its `op`. */
export const sportsLinePush = z.object({
  id: sportsMarketLine.shape.id,
  ss: sportsMarketLine.shape.ss,
  od: z.array(sportsOption.shape.od),
});

/**
 * Changed lines per match; `n` 1 when lines appeared or went (a line moved or a main line
 * changed), which a patch cannot express, so the client refetches that match.
 */
export const sportsOddsPush = z.object({
  t: tick,
  m: z.array(z.object({ id: matchId, l: z.array(sportsLinePush), n: z.literal(1).optional() })),
});

export type SportsScorePush = z.infer<typeof sportsScorePush>;
export type SportsClockPush = z.infer<typeof sportsClockPush>;
export type SportsStatusPush = z.infer<typeof sportsStatusPush>;
export type SportsLinePush = z.infer<typeof sportsLinePush>;
export type SportsOddsPush = z.infer<typeof sportsOddsPush>;

/** The events of both sports topic families, each latest-wins: a skipped one shows as a seq gap. */
export const sportsPushEvents = {
  score: sportsScorePush,
  clock: sportsClockPush,
  status: sportsStatusPush,
  odds: sportsOddsPush,
} as const;
export const sportsPushLatestWins = ['score', 'clock', 'status', 'odds'] as const;
