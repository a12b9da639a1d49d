import {
  apiCodes,
  clientFrame,
  familyOf,
  MAX_TOPICS_PER_SOCKET,
  socketCloseCodes,
  topicFamilies,
  type ServerFrame,
  type TopicFamily,
} from '@matchday/contract';
import type { BusMessage } from './bus.js';
import { SendQueue, type OutboundSocket, type SendLimits } from './send-queue.js';
import type { TopicHub, TopicMember } from './topic-hub.js';

export interface ClientSocket extends OutboundSocket {
  close(code: number, reason: string): void;
}

/** Who a socket speaks for once its token checks out: the user and, where the app knows it, their role. */
export interface SocketIdentity {
  userId: number;
  role?: string;
}

/** Who a token speaks for, or null for an expired, forged or unknown token. */
export type Authenticate = (token: string) => Promise<SocketIdentity | null>;

/**
 * Whether a socket (null userId and identity: not authenticated) may subscribe to a topic of a
 * known family; asked again when the app says access changed (`recheck`).
 */
export type Authorize = (
  topic: string,
  family: TopicFamily,
  userId: number | null,
  who: SocketIdentity | null,
) => boolean | Promise<boolean>;

/**
 * The contract's rule: `self` topics belong to the authenticated user only, `visitor` ones to
 * anyone; `entry` ones (a room) need the app's admission, so this rule alone refuses them.
 */
export const contractTopicRule: Authorize = (topic, family, userId) => {
  const auth: string = topicFamilies[family].auth;
  return auth === 'visitor' || (auth === 'self' && topic === `user:${userId}`);
};

/** How a socket checks tokens and topics, and the code it answers a bad token with. */
export interface SocketAccess {
  authenticate: Authenticate;
  authorize: Authorize;
  /** The error frame's code for an expired or unknown token. */
  expiredCode: number;
}

const MAX_BAD_FRAMES = 5;

/** One connected socket: its frames, its topics, its authenticated user and its send queue. */
export class SocketClient implements TopicMember {
  private readonly topics = new Set<string>();
  private readonly queue: SendQueue;
  private who: SocketIdentity | null = null;
  /** The token `who` came from: checked again when the app says the user's access changed (a session ended). */
  private token: string | null = null;
  private badFrames = 0;
  private turns: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly socket: ClientSocket,
    private readonly hub: TopicHub,
    private readonly access: SocketAccess,
    limits: SendLimits,
  ) {
    this.queue = new SendQueue(socket, limits, (reason) => this.close(socketCloseCodes.tooSlow, reason));
  }

  deliver(msg: BusMessage, text: string): void {
    if (!this.closed) this.queue.push(msg, text);
  }

  /**
   * Frames are handled one after another, in the order they came: an `auth` (which waits on the
   * session store) must be done before the `subscribe` sent right after it is judged.
   */
  onText(text: string): Promise<void> {
    const turn = this.turns.then(() => this.handle(text));
    this.turns = turn.catch(() => undefined);
    return turn;
  }

  private async handle(text: string): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      return this.badFrame('not JSON');
    }
    const parsed = clientFrame.safeParse(json);
    if (!parsed.success) return this.badFrame(parsed.error.issues[0]?.message ?? 'invalid frame');
    const frame = parsed.data;
    switch (frame.type) {
      case 'ping':
        return this.send({ type: 'pong', id: frame.id, t: frame.t, now: Date.now() });
      case 'auth':
        return this.auth(frame.token, frame.id);
      case 'subscribe':
        return this.subscribe(frame.topics, frame.id);
      case 'unsubscribe':
        for (const t of frame.topics) this.leave(t);
        return this.send({ type: 'ack', id: frame.id, topics: frame.topics, seqs: {} });
    }
  }

  async auth(token: string, id?: number): Promise<void> {
    const who = await this.access.authenticate(token);
    const before = this.who;
    this.who = who;
    this.token = who ? token : null;
    // Another user (or none): what the last one was let into is judged again for this one.
    if (before !== null && before.userId !== who?.userId) await this.judgeAgain();
    if (!who) return this.send({ type: 'error', id, code: this.access.expiredCode, msg: 'session expired or unknown' });
    this.send({ type: 'ack', id, topics: [], seqs: {} });
  }

  /** The authenticated user, or null. */
  get userId(): number | null {
    return this.who?.userId ?? null;
  }

  /**
   * Judges the socket's topics again (all, or only `topic`) and leaves those no longer allowed,
   * telling the client with a forbidden error per topic (a ban, a fee set on a free room). Without a
   * topic (the user's standing changed) the token is checked again first: a socket whose session
   * ended (logout, ban, password change, another device logged out) speaks for no one any more.
   */
  recheck(topic?: string): Promise<void> {
    // In turn with the frames, so a subscribe being judged finishes first.
    const turn = this.turns.then(async () => {
      if (topic === undefined) await this.authenticateAgain();
      await this.judgeAgain(topic);
    });
    this.turns = turn.catch(() => undefined);
    return turn;
  }

  private async authenticateAgain(): Promise<void> {
    if (this.who === null || this.token === null) return;
    const who = await this.access.authenticate(this.token);
    if (who !== null && who.userId === this.who.userId) return;
    this.who = null;
    this.token = null;
    this.send({ type: 'error', code: this.access.expiredCode, msg: 'session ended' });
  }

  private async judgeAgain(topic?: string): Promise<void> {
    for (const t of topic === undefined ? [...this.topics] : this.topics.has(topic) ? [topic] : []) {
      const family = familyOf(t);
      if (family && (await this.allowed(t, family))) continue;
      this.leave(t);
      this.send({ type: 'error', code: apiCodes.forbidden.code, msg: 'no longer allowed', topic: t });
    }
  }

  private allowed(topic: string, family: TopicFamily): boolean | Promise<boolean> {
    return this.access.authorize(topic, family, this.userId, this.who);
  }

  private async subscribe(topics: string[], id?: number): Promise<void> {
    const accepted: string[] = [];
    const seqs: Record<string, number> = {};
    for (const topic of topics) {
      const family = familyOf(topic);
      if (!family) {
        this.send({ type: 'error', id, code: apiCodes.validationFailed.code, msg: 'unknown topic', topic });
        continue;
      }
      const allowed = await this.allowed(topic, family);
      if (this.closed) return;
      if (!allowed) {
        this.send({ type: 'error', id, code: apiCodes.forbidden.code, msg: 'not your topic', topic });
        continue;
      }
      if (!this.topics.has(topic) && this.topics.size >= MAX_TOPICS_PER_SOCKET) {
        this.send({ type: 'error', id, code: apiCodes.rateLimited.code, msg: 'too many topics', topic });
        continue;
      }
      this.topics.add(topic);
      seqs[topic] = await this.hub.join(topic, this);
      accepted.push(topic);
    }
    if (accepted.length > 0) this.send({ type: 'ack', id, topics: accepted, seqs });
  }

  private leave(topic: string): void {
    if (this.topics.delete(topic)) this.hub.leave(topic, this);
  }

  private badFrame(reason: string): void {
    this.badFrames += 1;
    if (this.badFrames >= MAX_BAD_FRAMES) return this.close(socketCloseCodes.badFrame, 'too many bad frames');
    this.send({ type: 'error', code: apiCodes.validationFailed.code, msg: reason });
  }

  private send(frame: ServerFrame): void {
    if (!this.closed) this.socket.send(JSON.stringify(frame));
  }

  close(code: number, reason: string): void {
    if (this.closed) return;
    this.dispose();
    this.socket.close(code, reason);
  }

  /** Leaves every topic; called when the socket is gone. */
  dispose(): void {
    this.closed = true;
    this.queue.dispose();
    for (const t of this.topics) this.hub.leave(t, this);
    this.topics.clear();
  }
}
