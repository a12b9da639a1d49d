import { describe, expect, it } from 'vitest';
import { createChatTickets } from './chat-ticket.js';

const clock = { t: 1_700_000_000_000 };
const tickets = createChatTickets(Buffer.from('secret-one'), { ttlMs: 60_000, now: () => clock.t });
const member = { userId: 7, guestId: null, name: 'member01', streamId: 12, role: 'viewer' as const };

describe('chat tickets', () => {
  it('verifies a ticket it issued for the same room, with everything it binds', () => {
    const { sig, expiresAt } = tickets.issue(member);
    expect(expiresAt).toBe(clock.t + 60_000);
    expect(tickets.verify(sig, 12)).toEqual({ ok: true, ticket: { ...member, expiresAt } });
  });

  it('binds guests by their guest id', () => {
    const { sig } = tickets.issue({ userId: null, guestId: 'abc123', name: 'Guest', streamId: 12, role: 'viewer' });
    const check = tickets.verify(sig, 12);
    expect(check.ok && check.ticket.userId === null && check.ticket.guestId === 'abc123').toBe(true);
  });

  it('refuses a ticket for another room', () => {
    const { sig } = tickets.issue(member);
    expect(tickets.verify(sig, 13)).toEqual({ ok: false, reason: 'wrongRoom' });
  });

  it('refuses an expired ticket', () => {
    const { sig } = tickets.issue(member);
    clock.t += 60_000;
    expect(tickets.verify(sig, 12)).toEqual({ ok: false, reason: 'expired' });
    clock.t -= 60_000;
  });

  it('refuses a tampered payload: a raised role, another user, a later expiry', () => {
    const { sig } = tickets.issue(member);
    const [v, payload, mac] = sig.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    for (const change of [{ o: 'admin' }, { s: 1 }, { e: clock.t + 10 ** 9 }]) {
      const forged = Buffer.from(JSON.stringify({ ...claims, ...change })).toString('base64url');
      expect(tickets.verify(`${v}.${forged}.${mac}`, 12)).toEqual({ ok: false, reason: 'forged' });
    }
  });

  it('refuses a ticket signed with another secret, and malformed ones', () => {
    const other = createChatTickets(Buffer.from('secret-two'), { now: () => clock.t });
    expect(tickets.verify(other.issue(member).sig, 12)).toEqual({ ok: false, reason: 'forged' });
    for (const bad of ['', 'abc', 'c1.x', 'c2.a.b', 'c1..']) expect(tickets.verify(bad, 12).ok).toBe(false);
    const { sig } = tickets.issue(member);
    expect(tickets.verify(sig.slice(0, -2), 12)).toEqual({ ok: false, reason: 'forged' });
  });
});
