/** Realtime socket close codes (4000–4999 are the application's). */
export const socketCloseCodes = {
  /** The socket fell too far behind; reconnect and resync. */
  tooSlow: 4008,
  badFrame: 4400,
  unauthorized: 4401,
  /** The address (or the server) holds as many sockets as it may: back off before reconnecting (issue 17 #7). */
  tooManyConnections: 4429,
  serverShutdown: 4503,
} as const;
