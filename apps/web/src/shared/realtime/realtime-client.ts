import { apiCodes, socketCloseCodes, type ServerFrame } from '@matchday/contract/client';
import { notifyExpiredSession, refreshSession } from '@/shared/http/api-client';

export type RealtimeStatus = 'connecting' | 'open' | 'closed';
type Handler = (event: string, data: unknown, seq: number) => void;

export interface RealtimeClient {
  subscribe(topic: string, handler: Handler, onResync?: () => void): () => void;
  /** Sends an auth frame now and after every reconnect. */
  setToken(token: string | null): void;
  close(): void;
  readonly status: RealtimeStatus;
  onStatus(listener: (s: RealtimeStatus) => void): () => void;
}

interface TopicState {
  handlers: Set<Handler>;
  resyncs: Set<() => void>;
  lastSeq: number | null;
  /** The server refused it (a paid room not paid for yet): asked again when a handler or a token comes. */
  refused: boolean;
}

const PING_MS = 25_000;
const defaultBackoff = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt) * (0.5 + Math.random() / 2);

/**
 * One socket per tab (docs/realtime.md). Topic subscriptions are refcounted; on (re)connect the
 * client authenticates and resubscribes; a seq gap or a reconnect tells each topic's onResync
 * so the feature refetches its snapshot.
 */
export function createRealtimeClient(opts: {
  url: string;
  WebSocketImpl?: typeof WebSocket;
  backoffMs?: (attempt: number) => number;
  /** Error frames not tied to a topic's data (a rejected token, a refused topic), by code. */
  onError?: (code: number, topic?: string) => void;
}): RealtimeClient {
  const Impl = opts.WebSocketImpl ?? WebSocket;
  const backoff = opts.backoffMs ?? defaultBackoff;
  const topics = new Map<string, TopicState>();
  const statusListeners = new Set<(s: RealtimeStatus) => void>();
  let socket: WebSocket | null = null;
  let status: RealtimeStatus = 'closed';
  let token: string | null = null;
  let attempt = 0;
  let stopped = false;
  let ping: ReturnType<typeof setInterval> | null = null;
  let reconnect: ReturnType<typeof setTimeout> | null = null;

  const setStatus = (s: RealtimeStatus) => {
    status = s;
    for (const l of statusListeners) l(s);
  };
  const send = (frame: object) => {
    if (socket?.readyState === Impl.OPEN) socket.send(JSON.stringify(frame));
  };
  const resync = (state: TopicState) => {
    for (const r of state.resyncs) r();
  };

  function onFrame(frame: ServerFrame): void {
    if (frame.type === 'push') {
      const state = topics.get(frame.topic);
      if (!state) return;
      const gap = state.lastSeq !== null && frame.seq > state.lastSeq + 1;
      state.lastSeq = frame.seq;
      for (const h of state.handlers) h(frame.event, frame.data, frame.seq);
      if (gap) resync(state);
    } else if (frame.type === 'error') {
      const state = frame.topic === undefined ? undefined : topics.get(frame.topic);
      if (state && frame.code === apiCodes.forbidden.code) {
        state.refused = true;
        state.lastSeq = null;
      }
      opts.onError?.(frame.code, frame.topic);
    } else if (frame.type === 'ack') {
      for (const t of frame.topics) {
        const state = topics.get(t);
        const seq = frame.seqs[t];
        if (!state || seq === undefined) continue;
        // A topic's first ack: anything pushed between the snapshot's fetch and this ack was missed, so refetch once.
        const first = state.lastSeq === null;
        state.refused = false;
        state.lastSeq = seq;
        if (first && seq > 0) resync(state);
      }
    }
  }

  function connect(): void {
    if (stopped || socket) return;
    setStatus('connecting');
    const ws = new Impl(opts.url);
    socket = ws;
    ws.onopen = () => {
      const reconnected = attempt > 0;
      attempt = 0;
      setStatus('open');
      if (token) send({ type: 'auth', token });
      const asked = [...topics.keys()].filter((t) => token || !isOwnTopic(t));
      if (asked.length > 0) send({ type: 'subscribe', topics: asked });
      if (reconnected) for (const state of topics.values()) resync(state);
      ping = setInterval(() => send({ type: 'ping', t: Date.now() }), PING_MS);
    };
    ws.onmessage = (e: MessageEvent) => {
      try {
        onFrame(JSON.parse(String(e.data)) as ServerFrame);
      } catch {
        // A frame we cannot read is dropped; the seq check catches what it carried.
      }
    };
    ws.onclose = (e: CloseEvent) => {
      if (ping) clearInterval(ping);
      socket = null;
      setStatus('closed');
      if (stopped) return;
      // Every close, tooSlow included, reconnects; the resync on reopen refreshes the snapshots.
      const delay = e.code === socketCloseCodes.tooSlow ? 0 : backoff(attempt);
      attempt += 1;
      reconnect = setTimeout(connect, delay);
    };
  }

  return {
    subscribe(topic, handler, onResync) {
      let state = topics.get(topic);
      if (!state) {
        state = { handlers: new Set(), resyncs: new Set(), lastSeq: null, refused: false };
        topics.set(topic, state);
        // A member's own topic is refused before the socket is authenticated: setToken subscribes it then.
        if (token || !isOwnTopic(topic)) send({ type: 'subscribe', topics: [topic] });
      } else if (state.refused) {
        // Refused before (a paid room): a new listener, such as the room opening once paid, asks again.
        send({ type: 'subscribe', topics: [topic] });
      }
      state.handlers.add(handler);
      if (onResync) state.resyncs.add(onResync);
      connect();
      const s = state;
      return () => {
        s.handlers.delete(handler);
        if (onResync) s.resyncs.delete(onResync);
        if (s.handlers.size === 0 && topics.get(topic) === s) {
          topics.delete(topic);
          send({ type: 'unsubscribe', topics: [topic] });
        }
      };
    },
    setToken(next) {
      token = next;
      if (!next) return;
      send({ type: 'auth', token: next });
      // Own topics asked for before the token, and any the server refused before it arrived, are asked again, after it.
      const again = [...topics].filter(([t, s]) => isOwnTopic(t) || s.refused).map(([t]) => t);
      if (again.length > 0) send({ type: 'subscribe', topics: again });
    },
    close() {
      stopped = true;
      if (reconnect) clearTimeout(reconnect);
      socket?.close(1000, 'client closed');
    },
    get status() {
      return status;
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
}

/** `user:{id}` topics need an authenticated socket. */
const isOwnTopic = (topic: string): boolean => topic.startsWith('user:');

let shared: RealtimeClient | null = null;

/**
 * The tab's one client, at ws(s)://<this host>/ws. It authenticates by its first frame, never the URL
 * (issue 17 #9); an access token refused there (it lives minutes) is renewed from the session cookie,
 * which hands the new one to `setToken`; a session that is over gets the spec's expired confirm.
 */
export function getRealtimeClient(): RealtimeClient {
  shared ??= createRealtimeClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/ws`,
    onError: (code) => {
      if (code !== apiCodes.sessionExpired.code) return;
      refreshSession().then(
        (live) => live || notifyExpiredSession(),
        () => undefined,
      );
    },
  });
  return shared;
}
