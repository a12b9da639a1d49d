import type { RealtimeBus } from '@matchday/realtime';
import { matchStatus } from '@matchday/contract';
import { clockJumped, diffMatch, type ClockAnchor, type DiffScope, type MatchDelta } from './diff.js';
import type { PushSource, PushTick } from './feed-source.js';
import type { MatchFrame } from './match-frame.js';

/** The publisher wakes this often and serves the topics whose turn it is (see `createPushPublisher`). */
export const PUSH_SLICE_MS = 50;

export interface PushPublisherOptions {
  source: PushSource;
  bus: RealtimeBus;
  /** The topics some socket listens to: work is only done for them. */
  listened: () => Iterable<string>;
  /** How often each topic is diffed and pushed. */
  intervalMs: number;
  now?: () => number;
  onError?: (err: unknown) => void;
}

type Deltas = { [E in keyof MatchDelta]-?: NonNullable<MatchDelta[E]>[] };

/** What a topic's listeners were last sent: per match, its frame and the clock they tick from. */
interface TopicMemory {
  frames: Map<number, MatchFrame>;
  clocks: Map<number, ClockAnchor>;
}

const TOPIC = /^(match|sport):(\d+)$/;
const EVENTS = ['status', 'score', 'clock', 'odds'] as const;

/**
 * Diffs and publishes the deltas of every listened topic once per `intervalMs`. The topics are
 * spread over `intervalMs / PUSH_SLICE_MS` turns (by id), so the fan-out of a second goes out in
 * twenty small bursts instead of one large one (a burst's last frame waits for every frame before
 * it: `bench/push` measured p99 76 ms with 20 turns, ~150 ms with 10, ~1 s with one); a topic
 * gets at most one frame per event an interval.
 * A topic's first turn sends the full state. Memory is, per listened topic, the frames its
 * listeners were last sent: a topic nobody listens to any more, or a match that ended, is dropped.
 */
export function createPushPublisher({
  source,
  bus,
  listened,
  intervalMs,
  now = Date.now,
  onError = () => undefined,
}: PushPublisherOptions) {
  const turns = Math.max(1, Math.round(intervalMs / PUSH_SLICE_MS));
  const memory = new Map<string, TopicMemory>();
  let turn = 0;
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | null = null;

  /** One topic's deltas against what its listeners were last sent. */
  function diffTopic(
    at: PushTick,
    frameOf: (id: number) => MatchFrame | null,
    family: string,
    id: number,
    before: TopicMemory | undefined,
  ) {
    const scope: DiffScope = family === 'match' ? 'all' : 'list';
    const ids = family === 'match' ? [id] : new Set([...at.liveOf(id), ...(before?.frames.keys() ?? [])]);
    const deltas: Deltas = { status: [], score: [], clock: [], odds: [] };
    const after: TopicMemory = { frames: new Map(), clocks: new Map() };
    for (const matchId of ids) {
      const frame = frameOf(matchId);
      if (!frame) continue;
      const anchor = before?.clocks.get(matchId);
      const jumped = clockJumped(anchor, frame);
      const delta = diffMatch(before?.frames.get(matchId), frame, scope, jumped);
      if (delta.status) deltas.status.push(delta.status);
      if (delta.score) deltas.score.push(delta.score);
      if (delta.clock) deltas.clock.push(delta.clock);
      if (delta.odds) deltas.odds.push(delta.odds);
      // A sport topic follows its live matches; one that left play was just sent its end.
      if (family === 'match' || frame.ms === matchStatus.live) {
        after.frames.set(matchId, frame);
        if (frame.mc) after.clocks.set(matchId, jumped || !anchor ? { mc: frame.mc, at: frame.at } : anchor);
      }
    }
    return { deltas, after };
  }

  async function tick(): Promise<void> {
    const current = turn;
    turn = (turn + 1) % turns;
    const topics = new Set(listened());
    for (const topic of memory.keys()) if (!topics.has(topic)) memory.delete(topic);

    let at: PushTick | null = null;
    const frames = new Map<number, MatchFrame | null>();
    const publishes: Promise<void>[] = [];
    for (const topic of topics) {
      const parsed = TOPIC.exec(topic);
      if (!parsed || Number(parsed[2]) % turns !== current) continue;
      at ??= source.at(now());
      const tickAt: PushTick = at;
      const frameOf = (matchId: number) => {
        if (!frames.has(matchId)) frames.set(matchId, tickAt.frame(matchId));
        return frames.get(matchId) ?? null;
      };
      const { deltas, after } = diffTopic(tickAt, frameOf, parsed[1]!, Number(parsed[2]), memory.get(topic));
      memory.set(topic, after);
      for (const event of EVENTS) {
        // Entries are typed by the contract's payloads (MatchDelta); the event name picks the schema.
        if (deltas[event].length > 0) publishes.push(bus.publish(topic, event, { t: tickAt.now, m: deltas[event] }));
      }
    }
    await Promise.all(publishes);
  }

  /** One turn at a time: a slow turn is not overlapped by the next. */
  function step(): void {
    if (running) return;
    running = tick()
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }

  return {
    /** Runs every turn once (a whole interval's work at once), for tests. */
    async tickAll(): Promise<void> {
      for (let i = 0; i < turns; i++) await tick();
    },
    start() {
      timer ??= setInterval(step, intervalMs / turns);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

export type PushPublisher = ReturnType<typeof createPushPublisher>;
