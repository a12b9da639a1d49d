type Handler = (data: unknown, seq: number) => void;

const handlers = new Map<string, Map<string, Handler>>();
const resyncs = new Map<string, () => void>();

/**
 * A stand-in for `useTopic` in component tests: records each topic's handler per event, and lets
 * the test deliver a push the way the socket would. Mock the hook with
 * `vi.mock('@/shared/realtime/use-topic', async () => ({ useTopic: (await import('@/shared/realtime/fake-topics.test-support')).fakeTopics.useTopic }))`.
 */
export const fakeTopics = {
  useTopic(topic: string | null, event: string, handler: Handler, onResync?: () => void): void {
    if (!topic) return;
    const byEvent = handlers.get(topic) ?? new Map<string, Handler>();
    handlers.set(topic, byEvent);
    byEvent.set(event, handler);
    if (onResync) resyncs.set(topic, onResync);
  },
  /** A sender for the topic's pushes (undefined while nothing listens to it): `get('room:5')!('gift', data)`. */
  get(topic: string): ((event: string, data: unknown, seq?: number) => void) | undefined {
    const byEvent = handlers.get(topic);
    return byEvent && ((event, data, seq = 1) => byEvent.get(event)?.(data, seq));
  },
  /** Topics something listens to. */
  topics: (): string[] => [...handlers.keys()],
  /** A seq gap or a reconnect on the topic. */
  resync(topic: string): void {
    resyncs.get(topic)?.();
  },
  clear(): void {
    handlers.clear();
    resyncs.clear();
  },
};
