/** Outcome of a selection (`sr`, `otcm`; contract §5.10). */
export const Outcome = {
  NotSettled: 0,
  /** Push on a line, or a level score in a two-way winner market: stake back. */
  Void: 2,
  Lost: 3,
  Won: 4,
  WonHalf: 5,
  LostHalf: 6,
  /** The match (or the market's period) did not take place: stake back. */
  Cancelled: 7,
} as const;
export type Outcome = (typeof Outcome)[keyof typeof Outcome];
