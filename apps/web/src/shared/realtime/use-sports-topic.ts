import type { Topic, TopicEvent } from '@matchday/contract';
import { useEffect, useRef, useState } from 'react';
import { sportsPushClient } from './sports-push-client';
import { subscribeTopic, type TopicMessage } from './topic-subscription';

/**
 * Listens to some events of a topic on the sports platform's push socket while mounted (null: no
 * subscription); each message is typed by the contract's realtime map. `onResync` runs on a seq
 * gap or a reconnect. Returns whether the socket is open, so callers can slow their polling to a fallback.
 */
export function useSportsTopic<T extends Topic, const E extends TopicEvent<T>>(
  topic: T | null,
  events: readonly E[],
  onMessage: (message: TopicMessage<T, E>) => void,
  onResync: () => void,
): boolean {
  const handlers = useRef({ onMessage, onResync, events });
  useEffect(() => {
    handlers.current = { onMessage, onResync, events };
  });
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!topic) return undefined;
    let cancelled = false;
    let leave: (() => void) | null = null;
    sportsPushClient()
      .then((client) => {
        if (cancelled) return;
        const off = subscribeTopic(
          client,
          topic,
          handlers.current.events,
          (m) => handlers.current.onMessage(m),
          () => handlers.current.onResync(),
        );
        const offStatus = client.onStatus((s) => setOpen(s === 'open'));
        setOpen(client.status === 'open');
        leave = () => {
          off();
          offStatus();
        };
      })
      // Without the push the page keeps polling at its normal pace.
      .catch(() => setOpen(false));
    return () => {
      cancelled = true;
      leave?.();
      setOpen(false);
    };
  }, [topic]);
  return open;
}
