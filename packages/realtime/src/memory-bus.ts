import type { RealtimeBus } from './bus.js';
import { ListenerSet } from './listener-set.js';

/** One node: sequence numbers are a counter per topic. */
export function createMemoryBus(): RealtimeBus {
  const listeners = new ListenerSet();
  const seqs = new Map<string, number>();
  return {
    async publish(topic, event, data) {
      const seq = (seqs.get(topic) ?? 0) + 1;
      seqs.set(topic, seq);
      listeners.deliver({ topic, event, data, seq });
    },
    async subscribe(topic, listener) {
      return listeners.add(topic, listener, () => undefined)[0];
    },
    async currentSeq(topic) {
      return seqs.get(topic) ?? 0;
    },
    async close() {
      listeners.clear();
    },
  };
}
