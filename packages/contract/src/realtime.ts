import { z } from 'zod';
import { giftEvent, pushOrder, streamStatus } from './endpoints/live.js';
import { chatBatch } from './endpoints/live-chat.js';
import { maintenanceInfo } from './endpoints/operation.js';
import { walletBalance } from './endpoints/wallet.js';
import { stakeOrderState } from './sports/bet-slip.js';
import { sportsPushEvents, sportsPushLatestWins } from './sports/push.js';

/**
 * The one socket protocol (architecture.md "Realtime"). A topic family declares its events and
 * each event's payload once; a misspelled event or a wrong payload fails to compile.
 * Later issues add events to these families (odds, chat, balances) here.
 */
export const topicFamilies = {
  site: {
    pattern: /^site$/,
    auth: 'visitor',
    events: {
      maintenance: maintenanceInfo.nullable(),
      bulletin: z.object({ id: z.number().int(), title: z.string(), content: z.string(), at: z.number().int() }),
    },
    latestWins: ['maintenance'],
  },
  /** One match, every line (sports/push.ts); served by the sports platform's push. */
  match: {
    pattern: /^match:\d+$/,
    auth: 'visitor',
    events: sportsPushEvents,
    latestWins: sportsPushLatestWins,
  },
  /** One sport's live matches, the list's main lines only; a list page subscribes this, not every match. */
  sport: {
    pattern: /^sport:\d+$/,
    auth: 'visitor',
    events: sportsPushEvents,
    latestWins: sportsPushLatestWins,
  },
  room: {
    pattern: /^room:\d+$/,
    /**
     * A free room's topic is anyone's; a paid room's reaches only its anchor, super admins and the
     * members who paid its fee and are not banned from it: the server asks its rooms (`entry`).
     */
    auth: 'entry',
    events: {
      /** The stream went live, came off air, ended or was cancelled; viewers as counted then. */
      streamStatus,
      /** Connected players, when the count changes (at most once a second). */
      viewers: z.object({ id: z.number().int(), viewers: z.number().int() }),
      /** A viewer sent a gift: every one is played, so it is never skipped for a newer one. */
      gift: giftEvent,
      /** Chat lines batched every 150 ms: every line is shown, so never latest-wins. */
      chat: chatBatch,
      /** The anchor recommended a bet to the room, or a pick's follower count moved (same id: replace it); every pick is listed, so never latest-wins. */
      pushOrder,
    },
    latestWins: ['streamStatus', 'viewers'],
  },
  user: {
    pattern: /^user:\d+$/,
    /** Only the user themself may subscribe. */
    auth: 'self',
    events: {
      /** A wallet balance after a posted transfer, in integer minor units. */
      balance: walletBalance,
      /** A sports order changed status (accepted, rejected with its reason, settled, cashed out): served by the sports push. */
      order: stakeOrderState.extend({ sa: z.number().optional() }),
      /** A reserve bet was placed (its order `oid`), failed (`fr`) or cancelled: served by the sports push. */
      reserve: z.object({
        id: z.string(),
        rst: z.number().int(),
        fr: z.number().int().optional(),
        oid: z.string().optional(),
      }),
      /**
       * An automatic cash-out (§8 step 4) of order `oid` was taken, `st` 4 with `pa` paid (major
       * units), or ended unpaid, `st` 2 with `fr` why (`reservedCashOutEndReason`): served by the sports push.
       */
      reservedCashOut: z.object({
        id: z.string(),
        oid: z.string(),
        st: z.number().int(),
        pa: z.number().optional(),
        fr: z.number().int().optional(),
      }),
    },
    latestWins: [],
  },
} as const satisfies Record<
  string,
  {
    pattern: RegExp;
    /**
     * Who may subscribe: `visitor` anyone, `self` only the authenticated user themself (`user:{id}`),
     * `entry` whoever the serving app admits to that room (packages/realtime's `admit`; refused without one).
     */
    auth: 'visitor' | 'self' | 'entry';
    events: Record<string, z.ZodType>;
    /** Events where only the newest matters (odds, scores, status): a lagging socket gets the latest only. */
    latestWins: readonly string[];
  }
>;

/** Whether a lagging socket may skip to the newest message of this topic and event. */
export function isLatestWins(topic: string, event: string): boolean {
  const family = familyOf(topic);
  return family !== undefined && (topicFamilies[family].latestWins as readonly string[]).includes(event);
}

export type TopicFamily = keyof typeof topicFamilies;
export type Topic = 'site' | `match:${number}` | `sport:${number}` | `room:${number}` | `user:${number}`;
export type EventsOf<F extends TopicFamily> = (typeof topicFamilies)[F]['events'];
export type EventName<F extends TopicFamily> = keyof EventsOf<F> & string;
export type EventPayload<F extends TopicFamily, E extends EventName<F>> = EventsOf<F>[E] extends z.ZodType
  ? z.infer<EventsOf<F>[E]>
  : never;

/** The family of a topic string: `'room:7'` is `'room'`, `'site'` is `'site'`; never for a string of no family. */
export type TopicFamilyOf<T extends string> = T extends 'site'
  ? 'site'
  : T extends `${infer F}:${string}`
    ? F extends Exclude<TopicFamily, 'site'>
      ? F
      : never
    : never;

/** Every family's events and their payloads as one map: `RealtimeEventMap['room']['gift']` is a gift's payload. */
export type RealtimeEventMap = { [F in TopicFamily]: { [E in EventName<F>]: EventPayload<F, E> } };

/** The events a topic carries: `TopicEvent<'room:7'>` is `'streamStatus' | 'viewers' | 'gift' | 'chat' | 'pushOrder'`. */
export type TopicEvent<T extends Topic> = EventName<TopicFamilyOf<T>>;

/** The payload of one event on one topic: a client's handler takes this, a misspelled event or a wrong shape fails to compile. */
export type TopicPayload<T extends Topic, E extends TopicEvent<T>> = EventPayload<TopicFamilyOf<T>, E>;

/** The family a topic string belongs to, or undefined when no family matches. */
export function familyOf(topic: string): TopicFamily | undefined {
  for (const [name, fam] of Object.entries(topicFamilies)) {
    if (fam.pattern.test(topic)) return name as TopicFamily;
  }
  return undefined;
}

export const MAX_TOPICS_PER_SOCKET = 200;

/** Frames a client sends. `id` is echoed in the matching ack or error. */
export const clientFrame = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('subscribe'),
    id: z.number().int().optional(),
    topics: z.array(z.string().max(64)).min(1).max(MAX_TOPICS_PER_SOCKET),
  }),
  z.object({
    type: z.literal('unsubscribe'),
    id: z.number().int().optional(),
    topics: z.array(z.string().max(64)).min(1).max(MAX_TOPICS_PER_SOCKET),
  }),
  z.object({ type: z.literal('ping'), id: z.number().int().optional(), t: z.number().optional() }),
  /** Sent on (re)connect to authenticate `user:{id}` subscriptions; the session token. */
  z.object({ type: z.literal('auth'), id: z.number().int().optional(), token: z.string().max(512) }),
]);
export type ClientFrame = z.infer<typeof clientFrame>;

/** A pushed message; `seq` grows by one per topic, so a client that sees a gap resyncs. */
export interface PushFrame<F extends TopicFamily = TopicFamily, E extends EventName<F> = EventName<F>> {
  type: 'push';
  topic: string;
  event: E;
  data: EventPayload<F, E>;
  seq: number;
}

/** Frames the server sends besides pushes. */
export type ServerFrame =
  | PushFrame
  | { type: 'ack'; id?: number; topics: string[]; seqs: Record<string, number> }
  | { type: 'pong'; id?: number; t?: number; now: number }
  | { type: 'error'; id?: number; code: number; msg: string; topic?: string };

export { socketCloseCodes } from './socket-close-codes.js';
