import { describe, expect, it } from 'vitest';
import { createChatStandings } from './chat-standing.js';

describe('chat standings over the ban log', () => {
  function setup() {
    const clock = { t: 1_000_000 };
    const bans = new Map<string, { banType: number; expiresAt: number | null }>();
    let lookups = 0;
    const standings = createChatStandings(
      async (userId, roomId) => {
        lookups++;
        return bans.get(`${roomId}:${userId}`) ?? null;
      },
      { now: () => clock.t },
    );
    return { clock, bans, standings, lookups: () => lookups };
  }

  it('reads mutes (type 1) and bans (type 2) from the ban log', async () => {
    const { bans, standings } = setup();
    bans.set('5:1', { banType: 1, expiresAt: 2_000_000 });
    bans.set('5:2', { banType: 2, expiresAt: null });
    expect(await standings.of(1, 5)).toEqual({ kind: 'muted', until: 2_000_000 });
    expect(await standings.of(2, 5)).toEqual({ kind: 'banned', until: null });
    expect(await standings.of(3, 5)).toEqual({ kind: 'clear' });
  });

  it('caches an answer for a second, then asks again', async () => {
    const { clock, bans, standings, lookups } = setup();
    await standings.of(1, 5);
    bans.set('5:1', { banType: 1, expiresAt: null });
    clock.t += 999;
    expect(await standings.of(1, 5)).toEqual({ kind: 'clear' });
    expect(lookups()).toBe(1);
    clock.t += 1;
    expect(await standings.of(1, 5)).toEqual({ kind: 'muted', until: null });
  });

  it('never keeps a mute past its end', async () => {
    const { clock, bans, standings } = setup();
    bans.set('5:1', { banType: 1, expiresAt: clock.t + 100 });
    expect((await standings.of(1, 5)).kind).toBe('muted');
    bans.delete('5:1');
    clock.t += 100;
    expect(await standings.of(1, 5)).toEqual({ kind: 'clear' });
  });

  it('forgets a user at once after a moderator acts', async () => {
    const { bans, standings } = setup();
    await standings.of(1, 5);
    bans.set('5:1', { banType: 2, expiresAt: null });
    standings.forget(1);
    expect((await standings.of(1, 5)).kind).toBe('banned');
  });
});
