import type { BusMessage } from './bus.js';

type Listener = (msg: BusMessage) => void;

/** Local listeners per topic; reports when a topic gains its first or loses its last listener. */
export class ListenerSet {
  private readonly byTopic = new Map<string, Set<Listener>>();

  /** Returns [unsubscribe, isFirstListener]. */
  add(topic: string, listener: Listener, onEmpty: () => void): [() => void, boolean] {
    let set = this.byTopic.get(topic);
    const first = !set;
    if (!set) this.byTopic.set(topic, (set = new Set()));
    set.add(listener);
    const remove = () => {
      const s = this.byTopic.get(topic);
      if (!s || !s.delete(listener)) return;
      if (s.size === 0) {
        this.byTopic.delete(topic);
        onEmpty();
      }
    };
    return [remove, first];
  }

  deliver(msg: BusMessage): void {
    for (const l of this.byTopic.get(msg.topic) ?? []) l(msg);
  }

  clear(): void {
    this.byTopic.clear();
  }
}
