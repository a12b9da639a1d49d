import type { BusMessage, RealtimeBus } from './bus.js';

/** What the hub needs from a connected socket. */
export interface TopicMember {
  deliver(msg: BusMessage, text: string): void;
}

interface TopicEntry {
  members: Set<TopicMember>;
  ready: Promise<void>;
  unsubscribe?: () => void;
}

/**
 * One bus subscription per topic per node, however many sockets want it; each message is
 * serialised once and the same text goes to every socket.
 */
export class TopicHub {
  private readonly topics = new Map<string, TopicEntry>();

  constructor(private readonly bus: RealtimeBus) {}

  async join(topic: string, member: TopicMember): Promise<number> {
    let entry = this.topics.get(topic);
    if (!entry) {
      const created: TopicEntry = { members: new Set(), ready: Promise.resolve() };
      created.ready = this.bus
        .subscribe(topic, (msg) => this.fanOut(msg))
        .then((unsubscribe) => {
          created.unsubscribe = unsubscribe;
        });
      this.topics.set(topic, created);
      entry = created;
    }
    entry.members.add(member);
    await entry.ready;
    return this.bus.currentSeq(topic);
  }

  leave(topic: string, member: TopicMember): void {
    const entry = this.topics.get(topic);
    if (!entry || !entry.members.delete(member) || entry.members.size > 0) return;
    this.topics.delete(topic);
    void entry.ready.then(() => entry.unsubscribe?.());
  }

  get topicCount(): number {
    return this.topics.size;
  }

  /** Whether any socket of this node listens to the topic (a publisher may skip work for nobody). */
  has(topic: string): boolean {
    return this.topics.has(topic);
  }

  /** The topics some socket of this node listens to. */
  topicNames(): IterableIterator<string> {
    return this.topics.keys();
  }

  private fanOut(msg: BusMessage): void {
    const entry = this.topics.get(msg.topic);
    if (!entry) return;
    const text = JSON.stringify({ type: 'push', topic: msg.topic, event: msg.event, data: msg.data, seq: msg.seq });
    for (const m of entry.members) m.deliver(msg, text);
  }
}
