import type { Topic, TopicEvent, TopicPayload } from '@matchday/contract';
import { useEffect, useRef } from 'react';
import { getRealtimeClient } from './realtime-client';
import { subscribeTopicEvent } from './topic-subscription';

/**
 * Listens to one event of a topic on the app's socket for as long as the component is mounted
 * (null: no subscription). The payload's type comes from the contract's realtime map, so a
 * misspelled event or a wrong field fails to compile. `onResync` runs after a seq gap or a reconnect.
 */
export function useTopic<T extends Topic, E extends TopicEvent<T>>(
  topic: T | null,
  event: E,
  handler: (data: TopicPayload<T, E>, seq: number) => void,
  onResync?: () => void,
): void {
  const handlerRef = useRef(handler);
  const resyncRef = useRef(onResync);
  useEffect(() => {
    handlerRef.current = handler;
    resyncRef.current = onResync;
  });
  useEffect(() => {
    if (!topic) return undefined;
    return subscribeTopicEvent(
      getRealtimeClient(),
      topic,
      event,
      (data, seq) => handlerRef.current(data, seq),
      () => resyncRef.current?.(),
    );
  }, [topic, event]);
}
