import type { Topic, TopicEvent, TopicPayload } from '@matchday/contract';
import type { RealtimeClient } from './realtime-client';

/** One pushed event of a topic, typed by its name: a `switch (m.event)` narrows `m.data` to that event's payload. */
export type TopicMessage<T extends Topic, E extends TopicEvent<T> = TopicEvent<T>> =
  E extends TopicEvent<T> ? { event: E; data: TopicPayload<T, E>; seq: number } : never;

/**
 * Subscribes to some events of a topic on a client; the handler gets each as a message typed by
 * the contract's realtime map (house rule 11). Returns the unsubscribe.
 */
export function subscribeTopic<T extends Topic, const E extends TopicEvent<T>>(
  client: RealtimeClient,
  topic: T,
  events: readonly E[],
  handler: (message: TopicMessage<T, E>) => void,
  onResync?: () => void,
): () => void {
  const wanted = new Set<string>(events);
  return client.subscribe(
    topic,
    (event, data, seq) => {
      // The servers publish a topic's events only with the payloads the contract declares for them.
      if (wanted.has(event)) handler({ event, data, seq } as TopicMessage<T, E>);
    },
    onResync,
  );
}

/** Subscribes to one event of a topic on a client; the handler gets its payload as the contract declares it. */
export function subscribeTopicEvent<T extends Topic, E extends TopicEvent<T>>(
  client: RealtimeClient,
  topic: T,
  event: E,
  handler: (data: TopicPayload<T, E>, seq: number) => void,
  onResync?: () => void,
): () => void {
  return client.subscribe(
    topic,
    (name, data, seq) => {
      // The servers publish a topic's events only with the payloads the contract declares for them.
      if (name === event) handler(data as TopicPayload<T, E>, seq);
    },
    onResync,
  );
}
