/** Match status `ms` (`match_status`, sports-platform-api §5.3), free of zod so the browser can import it. */
export const matchStatus = {
  ended: 0,
  /** Put off for long; usually cancelled later. */
  postponed: 1,
  interrupted: 2,
  cancelled: 3,
  /** Clients treat it as upcoming and show the kick-off time instead of a period. */
  notStarted: 4,
  /** In play. */
  live: 5,
  /** Put off for a short while; usually played. */
  delayed: 6,
  abandoned: 7,
  /** Paused during play: live, but paused. */
  suspended: 8,
} as const;

export type MatchStatus = (typeof matchStatus)[keyof typeof matchStatus];
