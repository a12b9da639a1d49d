/** What the heartbeat needs from a socket (a `ws` WebSocket). */
export interface PingableSocket {
  ping(): void;
  terminate(): void;
}

/** Sockets are pinged in this many groups, one group per tick. */
const GROUPS = 10;

/**
 * Pings every socket once per `periodMs` and terminates one that did not answer the previous
 * ping (a dead network path never sends close). The sockets are pinged a tenth at a time, so
 * thousands of pings never leave in one burst in front of the pushes.
 */
export class Heartbeat<S extends PingableSocket> {
  /** Per group: each socket and whether it answered since its last ping. */
  private readonly groups = Array.from({ length: GROUPS }, () => new Map<S, boolean>());
  private readonly groupOf = new Map<S, Map<S, boolean>>();
  private next = 0;
  private turn = 0;
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(periodMs: number) {
    this.timer = setInterval(() => this.tick(), periodMs / GROUPS);
    this.timer.unref();
  }

  add(socket: S): void {
    const group = this.groups[this.next++ % GROUPS]!;
    group.set(socket, true);
    this.groupOf.set(socket, group);
  }

  answered(socket: S): void {
    this.groupOf.get(socket)?.set(socket, true);
  }

  remove(socket: S): void {
    this.groupOf.get(socket)?.delete(socket);
    this.groupOf.delete(socket);
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private tick(): void {
    const group = this.groups[this.turn++ % GROUPS]!;
    for (const [socket, answered] of group) {
      if (!answered) {
        this.remove(socket);
        socket.terminate();
      } else {
        group.set(socket, false);
        socket.ping();
      }
    }
  }
}
