import type { TopicEvent, TopicPayload } from '@matchday/contract';

/** A member's own topic. */
export type MemberTopic = `user:${number}`;

/**
 * One event of the member's `user:{id}` topic on the sports push, given to features by the app
 * (features do not import each other): subscribes, and returns the unsubscribe.
 */
export type MemberFeed = <E extends TopicEvent<MemberTopic>>(
  userId: number,
  event: E,
  onEvent: (data: TopicPayload<MemberTopic, E>) => void,
  onResync: () => void,
) => () => void;
