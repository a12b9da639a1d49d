/**
 * A live stream's status (contract README "Decisions"), free of zod so the browser can import it:
 * what `stream.status`, getStreamStatus and `room:{id}` `streamStatus` carry.
 */
export const streamStatusCodes = {
  /** Booked by its anchor for `scheduledAt`. */
  scheduled: 0,
  /** Open: the anchor may publish. */
  ready: 1,
  /** Publishing: playback URLs are set. */
  live: 2,
  ended: 3,
  cancelled: 4,
} as const;

export type StreamStatusCode = (typeof streamStatusCodes)[keyof typeof streamStatusCodes];
