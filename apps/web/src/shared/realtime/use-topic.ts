import { useEffect, useRef } from 'react';
import { getRealtimeClient } from './realtime-client';

/** Subscribes a component to a topic for as long as it is mounted (null: no subscription). */
export function useTopic(
  topic: string | null,
  handler: (event: string, data: unknown, seq: number) => void,
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
    return getRealtimeClient().subscribe(
      topic,
      (e, d, s) => handlerRef.current(e, d, s),
      () => resyncRef.current?.(),
    );
  }, [topic]);
}
