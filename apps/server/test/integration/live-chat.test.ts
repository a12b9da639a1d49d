import { apiCodes, messageFor, type ChatMessage } from '@matchday/contract';
import { maskText } from '@matchday/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { loadAppSecret } from '../../src/app-secret.js';
import { createAccountRepository } from '../../src/modules/account/account.repository.js';
import { createChatTickets } from '../../src/modules/live-chat/chat-ticket.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, eventually, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

interface Member {
  id: number;
  name: string;
  caller: Caller;
}

const engines = [
  ['SQLite', false],
  ['PostgreSQL', true],
] as const;

/** Room chat over HTTP and the real socket: tickets, history, batches, masking, moderation, limits. */
describe.each(engines)('live room chat on %s', (_engine, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  let anchor: Caller;
  let anchorId: number;
  let room: number;
  let otherRoom: number;
  let memberSeq = 0;
  const sockets: WebSocket[] = [];

  async function member(nickName: string | null = null): Promise<Member> {
    const name = `chat${(++memberSeq).toString().padStart(3, '0')}`;
    const { id } = await createAccountRepository(t.app.services.db).insertIfAbsent(
      {
        userName: name,
        passwordHash: 'not-used',
        role: 'member',
        nickName,
        avatarId: 1,
        vipLevel: 0,
        regCurrency: 'VND',
        mobile: null,
        mobileArea: null,
        status: 1,
      },
      Date.now(),
    );
    const { token } = await t.app.services.sessions.open(id, null);
    return { id, name, caller: callerFor(t.app, token) };
  }

  const sigFor = async (m: Member, streamId = room) =>
    (await m.caller.get(`/api/live/chatroom/getSig/${streamId}`)).data.sig as string;
  const send = async (m: Member, text: string, streamId = room, sig?: string) =>
    m.caller.post('/api/live/chat/send', { streamId, sig: sig ?? (await sigFor(m, streamId)), text });
  const openStream = async (title: string) => (await anchor.post('/api/live/stream/save', { title })).data.id as number;

  /** A socket subscribed to a room, collecting its `chat` batches. */
  async function listen(streamId: number) {
    const ws = await t.app.injectWS('/ws');
    sockets.push(ws);
    const batches: { messages: ChatMessage[]; dropped: number }[] = [];
    let acked = false;
    ws.on('message', (raw) => {
      const f = JSON.parse(raw.toString()) as { type: string; event?: string; data?: unknown };
      if (f.type === 'ack') acked = true;
      if (f.type === 'push' && f.event === 'chat') batches.push(f.data as (typeof batches)[number]);
    });
    ws.send(JSON.stringify({ type: 'subscribe', id: 1, topics: [`room:${streamId}`] }));
    await eventually(() => expect(acked).toBe(true));
    return { batches, texts: () => batches.flatMap((b) => b.messages.map((m) => `${m.name}: ${m.text}`)) };
  }

  beforeAll(async () => {
    if (skip) return;
    t = await buildTestApp({ postgres });
    anchor = callerFor(t.app, await sessionFor(t.app, 'anchor01'));
    anchorId = (
      await t.app.services.db
        .selectFrom('users')
        .select('id')
        .where('userName', '=', 'anchor01')
        .executeTakeFirstOrThrow()
    ).id;
    room = await openStream('Chat room');
    otherRoom = await openStream('Another room');
  });
  afterAll(async () => {
    for (const ws of sockets) ws.terminate();
    await t?.close();
  });

  it.skipIf(skip)(
    'delivers two members’ lines both ways in batched chat pushes, with sensitive words masked',
    async () => {
      const [a, b] = [await member(), await member('Lucky Fan')];
      const [seenByA, seenByB] = [await listen(room), await listen(room)];
      expect((await send(a, 'hello from a')).code).toBe(apiCodes.success.code);
      const sent = await send(b, 'that was shit, a');
      // Names as gift announcements show them: the nickname, else the user name masked.
      expect(sent.data).toMatchObject({ name: 'Lucky Fan', role: 'viewer', text: 'that was ****, a' });
      const both = [`${maskText(a.name)}: hello from a`, 'Lucky Fan: that was ****, a'];
      await eventually(() => expect(seenByA.texts()).toEqual(both));
      await eventually(() => expect(seenByB.texts()).toEqual(both));
      expect(seenByA.batches.every((x) => x.dropped === 0)).toBe(true);
    },
  );

  it.skipIf(skip)('answers the room config and refuses a second line within a second as too fast', async () => {
    expect((await anchor.post('/api/live/chatroom/config/info', { streamId: room })).data).toEqual({
      slowModeSeconds: 0,
      membersOnly: true,
      maxLength: 200,
    });
    const m = await member();
    const sig = await sigFor(m);
    expect((await send(m, 'first', room, sig)).code).toBe(apiCodes.success.code);
    const second = await send(m, 'second', room, sig);
    expect(second.code).toBe(apiCodes.rateLimited.code);
    expect(second.msg).toBe(messageFor('chat.tooFast', 'en', { seconds: 1 }));
    expect(second.data.retryInMs).toBeGreaterThan(0);
  });

  it.skipIf(skip)('refuses a banned member at once (ban log), and gives them no ticket', async () => {
    const m = await member();
    const sig = await sigFor(m);
    expect((await send(m, 'before the ban', room, sig)).code).toBe(apiCodes.success.code);
    const ban = await anchor.post('/api/user/banLog/save', {
      userId: m.id,
      roomId: anchorId,
      banType: 2,
      reason: 'spam',
      durationMinutes: 60,
    });
    expect(ban.code).toBe(apiCodes.success.code);
    const refused = await send(m, 'after the ban', room, sig);
    expect([refused.code, refused.msg, refused.data.reason]).toEqual([
      apiCodes.forbidden.code,
      messageFor('chat.banned', 'en'),
      'banned',
    ]);
    const ticket = await m.caller.get(`/api/live/chatroom/getSig/${room}`);
    expect([ticket.code, ticket.msg]).toEqual([apiCodes.forbidden.code, messageFor('chat.banned', 'en')]);
  });

  it.skipIf(skip)('refuses a muted member but lets them read', async () => {
    const m = await member();
    await anchor.post('/api/user/banLog/save', {
      userId: m.id,
      roomId: anchorId,
      banType: 1,
      reason: 'rude',
      durationMinutes: 10,
    });
    const sig = await sigFor(m);
    expect((await m.caller.post('/api/live/chat/join', { streamId: room, sig })).code).toBe(apiCodes.success.code);
    expect((await send(m, 'can I talk?', room, sig)).msg).toBe(messageFor('chat.muted', 'en'));
  });

  it.skipIf(skip)(
    'masks a room’s shielded words in that room only; only its anchor may set them or slow mode',
    async () => {
      const m = await member();
      expect((await m.caller.post('/api/live/word/shielded/save', { streamId: room, words: ['banana'] })).code).toBe(
        apiCodes.forbidden.code,
      );
      expect(
        (await anchor.post('/api/live/word/shielded/save', { streamId: room, words: ['banana', 'BANANA', 'kiwi'] }))
          .data,
      ).toEqual({ count: 2 });
      expect((await send(m, 'a banana split')).data.text).toBe('a ****** split');
      expect((await send(m, 'a banana split', otherRoom)).data.text).toBe('a banana split');
    },
  );

  it.skipIf(skip)('holds viewers to slow mode, set by the anchor', async () => {
    const slowRoom = await openStream('Slow room');
    expect((await anchor.post('/api/live/chat/slowMode', { streamId: slowRoom, seconds: 30 })).data).toEqual({
      slowModeSeconds: 30,
    });
    const m = await member();
    const sig = await sigFor(m, slowRoom);
    expect((await send(m, 'one', slowRoom, sig)).code).toBe(apiCodes.success.code);
    const again = await send(m, 'two', slowRoom, sig);
    expect([again.code, again.msg]).toEqual([
      apiCodes.rateLimited.code,
      messageFor('chat.slowMode', 'en', { seconds: 30 }),
    ]);
    expect((await anchor.post('/api/live/chatroom/config/info', { streamId: slowRoom })).data.slowModeSeconds).toBe(30);
    // Kept in the database, so a restart or another node keeps the room's rules.
    const row = await t.app.services.db
      .selectFrom('chatRoomSettings')
      .selectAll()
      .where('streamId', '=', slowRoom)
      .executeTakeFirstOrThrow();
    expect(Number(row.slowModeSeconds)).toBe(30);
  });

  it.skipIf(skip)('refuses a tampered, borrowed or expired ticket', async () => {
    const [m, other] = [await member(), await member()];
    const sig = await sigFor(m);
    const [v, payload, mac] = sig.split('.');
    const tampered = `${v}.${payload!.slice(0, -2)}AA.${mac}`;
    const join = (s: string) => m.caller.post('/api/live/chat/join', { streamId: room, sig: s });
    expect((await join(tampered)).msg).toBe(messageFor('chat.ticketInvalid', 'en'));
    expect((await join(sig)).code).toBe(apiCodes.success.code);
    expect((await m.caller.post('/api/live/chat/join', { streamId: otherRoom, sig })).msg).toBe(
      messageFor('chat.ticketInvalid', 'en'),
    );
    expect((await send(other, 'not mine', room, sig)).msg).toBe(messageFor('chat.ticketInvalid', 'en'));
    const secret = loadAppSecret({ envSecret: t.config.appSecret, dataDir: t.config.dataDir });
    const old = createChatTickets(secret, { now: () => Date.now() - 16 * 60_000 }).issue({
      userId: m.id,
      guestId: null,
      name: m.name,
      streamId: room,
      role: 'viewer',
    });
    const expired = await join(old.sig);
    expect([expired.code, expired.msg]).toEqual([apiCodes.forbidden.code, messageFor('chat.ticketExpired', 'en')]);
  });

  it.skipIf(skip)(
    'answers the last 50 lines, oldest first, on join; closes the room when the stream ends',
    async () => {
      const busy = await openStream('Busy room');
      const members = await Promise.all(Array.from({ length: 55 }, () => member()));
      for (const [i, m] of members.entries())
        expect((await send(m, `line ${i}`, busy)).code).toBe(apiCodes.success.code);
      const reader = members[0]!;
      const joined = await reader.caller.post('/api/live/chat/join', {
        streamId: busy,
        sig: await sigFor(reader, busy),
      });
      expect(joined.data.role).toBe('viewer');
      expect(joined.data.history.map((x: ChatMessage) => x.text)).toEqual(
        Array.from({ length: 50 }, (_, i) => `line ${i + 5}`),
      );

      const sig = await sigFor(reader, busy);
      expect((await anchor.post('/api/live/stream/stop', { id: busy })).code).toBe(apiCodes.success.code);
      await eventually(async () => {
        const closed = await reader.caller.post('/api/live/chat/join', { streamId: busy, sig });
        expect(closed.msg).toBe(messageFor('chat.roomClosed', 'en'));
      });
      expect((await reader.caller.get(`/api/live/chatroom/getSig/${busy}`)).msg).toBe(
        messageFor('chat.roomClosed', 'en'),
      );
    },
  );
});
