/**
 * The member's `user:{id}` events on the sports push, given to features by the app (features do not
 * import each other): subscribes, and returns the unsubscribe.
 */
export type MemberFeed = (
  userId: number,
  onEvent: (event: string, data: unknown) => void,
  onResync: () => void,
) => () => void;
