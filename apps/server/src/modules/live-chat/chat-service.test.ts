import { describe, expect, it } from 'vitest';
import { createMemoryChatRateLimiter } from './chat-rate-limit.js';
import { createMemoryChatRoomSettings } from './chat-room-settings.js';
import type { ChatMessage } from '@matchday/contract';
import { createChatService, type ChatRoomInfo } from './chat-service.js';
import { createChatStandings } from './chat-standing.js';
import { createChatTickets, type ChatTicket } from './chat-ticket.js';
import type { RoomBatch, Schedule } from './room-batcher.js';
import { WordFilter } from './sensitive-words/word-filter.js';
import { sensitiveWords } from './sensitive-words/word-lists.js';

const ANCHOR = 50;
const STREAM = 7;
const filter = new WordFilter(sensitiveWords.map((w) => w.word));

function setup() {
  const clock = { t: 1_700_000_000_000 };
  const now = () => clock.t;
  const rooms = new Map<number, ChatRoomInfo>([
    [STREAM, { streamId: STREAM, anchorId: ANCHOR, open: true }],
    [8, { streamId: 8, anchorId: 60, open: false }],
  ]);
  const bans = new Map<string, { banType: number; expiresAt: number | null }>();
  const published: [number, RoomBatch<ChatMessage>][] = [];
  const timers: (() => void)[] = [];
  const schedule: Schedule = (fn) => {
    timers.push(fn);
    return () => undefined;
  };
  const tickets = createChatTickets(Buffer.from('test-secret'), { now });
  const standings = createChatStandings(async (userId, roomId) => bans.get(`${roomId}:${userId}`) ?? null, { now });
  const chat = createChatService({
    findRoom: async (id) => rooms.get(id) ?? null,
    settings: createMemoryChatRoomSettings(),
    standings,
    limiter: createMemoryChatRateLimiter({ now }),
    tickets,
    filter,
    publish: (id, batch) => void published.push([id, batch]),
    schedule,
    now,
  });
  const flush = () => timers.splice(0).forEach((fn) => fn());
  const joined = async (userId: number, role: 'member' | 'anchor' | 'admin' = 'member'): Promise<ChatTicket> => {
    const t = await chat.ticket({ userId, userName: `user${userId}`, role }, STREAM);
    if (!t.ok) throw new Error(t.reason);
    const j = await chat.join(t.sig, STREAM);
    if (!j.ok) throw new Error(j.reason);
    return j.member;
  };
  return { clock, rooms, bans, published, chat, flush, joined, tickets };
}

describe('chat service', () => {
  it('#9 right-to-left override characters do not pass into chat: not in lines, not in names', async () => {
    const { chat, flush, published } = setup();
    const t = await chat.ticket({ userId: 3, userName: 'Bob\u202e\u2066nimda', role: 'member' }, STREAM);
    if (!t.ok) throw new Error(t.reason);
    const j = await chat.join(t.sig, STREAM);
    if (!j.ok) throw new Error(j.reason);
    const r = await chat.post(j.member, 'free tips\u202e\u200f moc.xyz');
    expect(r.ok && r.message).toMatchObject({ name: 'Bobnimda', text: 'free tips moc.xyz' });
    flush();
    const sent = JSON.stringify(published);
    for (const c of ['\u202e', '\u2066', '\u200f']) expect(sent).not.toContain(c);
  });

  it('posts a masked line that reaches the room in the next batch and the history', async () => {
    const { chat, flush, published, joined } = setup();
    const me = await joined(1);
    const r = await chat.post(me, 'ＦＵ\u200bＣＫ this ref, 加微信 for tips');
    expect(r.ok && r.message).toMatchObject({
      streamId: STREAM,
      userId: 1,
      name: 'user1',
      role: 'viewer',
      text: '**** this ref, *** for tips',
    });
    expect(published).toEqual([]);
    flush();
    expect(published).toHaveLength(1);
    expect(published[0]![1].messages.map((m) => m.text)).toEqual(['**** this ref, *** for tips']);
    const ticket = await chat.ticket({ userId: 2, userName: 'user2', role: 'member' }, STREAM);
    const again = ticket.ok ? await chat.join(ticket.sig, STREAM) : ticket;
    expect(again.ok && again.history.map((m) => m.text)).toEqual(['**** this ref, *** for tips']);
  });

  it('gives the last 50 messages on join, oldest first', async () => {
    const { chat, clock, joined } = setup();
    const people = await Promise.all(Array.from({ length: 60 }, (_, i) => joined(100 + i)));
    for (const p of people) await chat.post(p, `hello from ${p.userId}`);
    clock.t += 1;
    const ticket = await chat.ticket({ userId: 1, userName: 'user1', role: 'member' }, STREAM);
    const j = ticket.ok ? await chat.join(ticket.sig, STREAM) : ticket;
    expect(j.ok && j.history.map((m) => m.userId)).toEqual(Array.from({ length: 50 }, (_, i) => 110 + i));
  });

  it('binds roles in the ticket: the room’s anchor, a super admin, everyone else a viewer', async () => {
    const { joined } = setup();
    expect((await joined(ANCHOR, 'anchor')).role).toBe('anchor');
    expect((await joined(60, 'anchor')).role).toBe('viewer');
    expect((await joined(9, 'admin')).role).toBe('admin');
  });

  it('refuses joining with a bad, expired or other room’s ticket, and rooms that are not open', async () => {
    const { chat, clock, tickets } = setup();
    const t = await chat.ticket({ userId: 1, userName: 'u', role: 'member' }, STREAM);
    if (!t.ok) throw new Error('no ticket');
    expect(await chat.join(t.sig + 'x', STREAM)).toMatchObject({
      ok: false,
      reason: 'ticketInvalid',
      codeName: 'forbidden',
    });
    expect(await chat.join(t.sig, 9)).toMatchObject({ ok: false, reason: 'ticketInvalid' });
    expect(
      await chat.join(tickets.issue({ userId: 1, guestId: null, name: 'u', streamId: 8, role: 'viewer' }).sig, 8),
    ).toMatchObject({ reason: 'roomClosed' });
    expect(await chat.ticket({ userId: 1, userName: 'u', role: 'member' }, 8)).toMatchObject({
      reason: 'roomClosed',
      codeName: 'notFound',
    });
    clock.t += 16 * 60_000;
    expect(await chat.join(t.sig, STREAM)).toMatchObject({ ok: false, reason: 'ticketExpired' });
  });

  it('lets guests read but not post', async () => {
    const { chat, tickets } = setup();
    const guest = tickets.issue({ userId: null, guestId: 'g1', name: 'Guest', streamId: STREAM, role: 'viewer' });
    const j = await chat.join(guest.sig, STREAM);
    expect(j.ok).toBe(true);
    if (j.ok)
      expect(await chat.post(j.member, 'hi')).toMatchObject({
        ok: false,
        reason: 'signInToChat',
        codeName: 'unauthenticated',
      });
  });

  it('validates the text: 1–200 characters after trimming', async () => {
    const { chat, joined } = setup();
    const me = await joined(1);
    expect(await chat.post(me, '   ')).toMatchObject({ ok: false, reason: 'empty', codeName: 'validationFailed' });
    expect(await chat.post(me, 'x'.repeat(201))).toMatchObject({ ok: false, reason: 'tooLong', vars: { max: 200 } });
    expect((await chat.post(me, `  ${'x'.repeat(200)}  `)).ok).toBe(true);
  });

  it('refuses banned users a ticket, a join and a post; muted users may read but not post', async () => {
    const { chat, bans, joined } = setup();
    const before = await joined(2);
    const muted = await joined(3);
    bans.set(`${ANCHOR}:2`, { banType: 2, expiresAt: null });
    bans.set(`${ANCHOR}:3`, { banType: 1, expiresAt: 1_800_000_000_000 });
    chat.moderationChanged(2);
    chat.moderationChanged(3);
    expect(await chat.ticket({ userId: 2, userName: 'u', role: 'member' }, STREAM)).toMatchObject({
      ok: false,
      reason: 'banned',
    });
    expect(await chat.post(before, 'hi')).toMatchObject({ ok: false, reason: 'banned', codeName: 'forbidden' });
    expect(await chat.post(muted, 'hi')).toMatchObject({ ok: false, reason: 'muted', until: 1_800_000_000_000 });
    expect((await joined(3)).userId).toBe(3);
  });

  it('reads the ban log of the stream’s anchor, and lets super admins through', async () => {
    const { chat, bans, joined } = setup();
    const admin = await joined(9, 'admin');
    const viewer = await joined(4);
    bans.set(`${STREAM}:4`, { banType: 1, expiresAt: null });
    bans.set(`${ANCHOR}:9`, { banType: 1, expiresAt: null });
    chat.moderationChanged(4);
    chat.moderationChanged(9);
    expect((await chat.post(viewer, 'a mute keyed by the stream id is not this room’s')).ok).toBe(true);
    expect((await chat.post(admin, 'admins are not held by the ban log')).ok).toBe(true);
  });

  it('limits each user to one line a second and twenty in thirty seconds', async () => {
    const { chat, clock, joined } = setup();
    const me = await joined(1);
    expect((await chat.post(me, 'one')).ok).toBe(true);
    clock.t += 500;
    expect(await chat.post(me, 'two')).toMatchObject({
      ok: false,
      reason: 'tooFast',
      codeName: 'rateLimited',
      retryInMs: 500,
    });
    expect((await chat.post(await joined(2), 'someone else')).ok).toBe(true);
    clock.t += 500;
    for (let i = 0; i < 19; i++) {
      expect((await chat.post(me, `line ${i}`)).ok).toBe(true);
      clock.t += 1_000;
    }
    expect(await chat.post(me, 'twenty-first')).toMatchObject({ ok: false, reason: 'tooFast' });
  });

  it('applies slow mode to viewers only, set by the room’s anchor or a super admin', async () => {
    const { chat, clock, joined } = setup();
    expect(await chat.setSlowMode({ userId: 60, userName: 'other', role: 'anchor' }, STREAM, 10)).toMatchObject({
      ok: false,
      reason: 'notModerator',
    });
    expect(await chat.setSlowMode({ userId: ANCHOR, userName: 'a', role: 'anchor' }, STREAM, 301)).toMatchObject({
      ok: false,
      reason: 'slowModeRange',
    });
    expect(await chat.setSlowMode({ userId: ANCHOR, userName: 'a', role: 'anchor' }, STREAM, 10)).toMatchObject({
      ok: true,
      slowModeSeconds: 10,
    });
    expect(await chat.config(STREAM)).toEqual({ ok: true, slowModeSeconds: 10, membersOnly: true, maxLength: 200 });
    const viewer = await joined(1);
    const anchor = await joined(ANCHOR, 'anchor');
    await chat.post(viewer, 'first');
    await chat.post(anchor, 'first');
    clock.t += 3_000;
    expect(await chat.post(viewer, 'second')).toMatchObject({
      ok: false,
      reason: 'slowMode',
      retryInMs: 7_000,
      vars: { seconds: 7 },
    });
    expect((await chat.post(anchor, 'second')).ok).toBe(true);
    expect((await chat.setSlowMode({ userId: 9, userName: 'admin', role: 'admin' }, STREAM, 0)).ok).toBe(true);
    expect((await chat.post(viewer, 'third')).ok).toBe(true);
  });

  it('masks a room’s shielded words in that room only, replacing the list on save', async () => {
    const { chat, rooms, joined } = setup();
    rooms.set(9, { streamId: 9, anchorId: 70, open: true });
    const anchor = { userId: ANCHOR, userName: 'a', role: 'anchor' as const };
    expect(
      await chat.saveShieldedWords({ userId: 60, userName: 'x', role: 'anchor' }, STREAM, ['spoiler']),
    ).toMatchObject({ ok: false, reason: 'notModerator' });
    expect(await chat.saveShieldedWords(anchor, STREAM, ['Spoiler', 'SPOILER ', 'bóng đá', '\u200b'])).toEqual({
      ok: true,
      count: 2,
    });
    const viewer = await joined(1);
    const r = await chat.post(viewer, 'no SPOILER about bóng đá');
    expect(r.ok && r.message.text).toBe('no ******* about *******');
    await chat.saveShieldedWords(anchor, STREAM, ['about']);
    const r2 = await chat.post({ ...viewer, userId: 2 }, 'no spoiler about it');
    expect(r2.ok && r2.message.text).toBe('no spoiler ***** it');
  });

  it('lists the platform words with ids and languages', async () => {
    const { chat } = setup();
    const list = chat.sensitiveWordList();
    expect(new Set(list.map((w) => w.lang))).toEqual(new Set(['zh', 'vi', 'en']));
    expect(list[0]).toEqual({ id: 1, word: expect.any(String), lang: 'zh' });
  });

  it('forgets an ended room’s history', async () => {
    const { chat, joined } = setup();
    await chat.post(await joined(1), 'hello');
    chat.roomEnded(STREAM);
    const t = await chat.ticket({ userId: 2, userName: 'u', role: 'member' }, STREAM);
    const j = t.ok ? await chat.join(t.sig, STREAM) : t;
    expect(j.ok && j.history).toEqual([]);
  });
});
