import { apiCodes, sportsCodes, type SportsMatch, matchStatus } from '@matchday/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.js';
import { createPlatformClient } from '../platform-client.js';
import { createHttpSportsFeed, type HttpSportsFeedOptions } from './http-sports-feed.js';

const match = (id: number, ty = 2): SportsMatch => ({
  id,
  sid: 1,
  ty,
  nm: 'Hanoi FC vs Saigon FC',
  bt: 1_800_000_000_000,
  ms: matchStatus.live,
  ss: 1,
  lg: { id: 7, na: 'V.League 1', or: 1, lurl: '', sid: 1, rid: 1, rnm: 'Vietnam', rlg: '', hot: true, slid: 7 },
  ts: [
    { id: 1, na: 'Hanoi FC', lurl: '' },
    { id: 2, na: 'Saigon FC', lurl: '' },
  ],
  nsg: [{ pe: 1000, tyg: 5, sc: [1, 0] }],
  tms: 1,
  tps: [],
  as: [],
  mg: [
    {
      mty: 1000,
      pe: 1001,
      nm: 'Handicap',
      tps: [],
      mks: [{ id: 9, ss: 1, au: 1, op: [{ na: '{H}', nm: '-0.5', ty: 1, od: 1.95 }] }],
    },
  ],
});
const link = { url: 'http://sports.test', publicUrl: 'http://sports.test', merchantSecret: 's'.repeat(40) };
/** The feed over the one platform client, with the fake platform's fetch. */
const feedOver = ({ fetch, ...opts }: Omit<HttpSportsFeedOptions, 'client'> & { fetch: typeof globalThis.fetch }) =>
  createHttpSportsFeed({ ...opts, client: createPlatformClient({ link, fetch }) });
const ok = (data: unknown) => ({ code: 0, success: true, message: 'ok', data });

/** A fake platform: answers by path, records each call's path, body and token. */
function platform(answer: (path: string, body: Record<string, unknown>, token: string) => unknown) {
  const calls: { path: string; body: Record<string, unknown>; token: string }[] = [];
  let grants = 0;
  const fetch = (async (url: string, init: RequestInit) => {
    const path = new URL(url).pathname;
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const token = (init.headers as Record<string, string>).authorization!;
    calls.push({ path, body, token });
    return new Response(JSON.stringify(answer(path, body, token)));
  }) as typeof globalThis.fetch;
  const access = {
    grant: async () => ({
      token: `guest-${++grants}`,
      apiServerAddress: '',
      pcAddress: '',
      pushServerAddress: '',
      virtualAddress: '',
    }),
  };
  return { calls, fetch, access, grants: () => grants };
}

describe('createHttpSportsFeed', () => {
  it('reads matches by id in pages of 50 with a reused guest token, leaving outrights out', async () => {
    const p = platform((_path, body) =>
      ok({
        current: 1,
        size: 50,
        total: 2,
        pageTotal: 1,
        records: (body.matchIds as number[]).slice(0, 2).map((id, i) => match(id, i === 1 ? 1 : 2)),
      }),
    );
    const feed = feedOver({ access: p.access, fetch: p.fetch });
    const ids = Array.from({ length: 60 }, (_, i) => i + 1);
    const found = await feed.matches(ids, 'vi');
    expect(found).toEqual([
      {
        id: 1,
        sportId: 1,
        leagueName: 'V.League 1',
        homeName: 'Hanoi FC',
        awayName: 'Saigon FC',
        ms: matchStatus.live,
        bt: 1_800_000_000_000,
        scores: ['1:0'],
      },
      {
        id: 51,
        sportId: 1,
        leagueName: 'V.League 1',
        homeName: 'Hanoi FC',
        awayName: 'Saigon FC',
        ms: matchStatus.live,
        bt: 1_800_000_000_000,
        scores: ['1:0'],
      },
    ]);
    expect(p.calls.map((c) => [c.path, (c.body.matchIds as number[]).length, c.body.languageType, c.token])).toEqual([
      ['/v1/match/getList', 50, 'VIE', 'guest-1'],
      ['/v1/match/getList', 10, 'VIE', 'guest-1'],
    ]);
  });

  it('reads one match’s lines, and null for a match the platform does not know', async () => {
    const p = platform((_path, body) =>
      body.matchId === 4
        ? ok(match(4))
        : { code: sportsCodes.dataNotFound, success: false, message: 'not found', data: null },
    );
    const feed = feedOver({ access: p.access, fetch: p.fetch });
    expect((await feed.matchDetail(4, 'en'))?.markets).toEqual([
      { id: 9, marketName: 'Handicap', open: true, options: [{ type: 1, name: 'Hanoi FC -0.5', odds: 1.95 }] },
    ]);
    expect(await feed.matchDetail(5, 'en')).toBeNull();
  });

  it('fetches a new token once on 14010', async () => {
    const p = platform((_path, _body, token) =>
      token === 'guest-1'
        ? { code: sportsCodes.tokenExpired, success: false, message: 'expired', data: null }
        : ok(match(4)),
    );
    const feed = feedOver({ access: p.access, fetch: p.fetch });
    expect((await feed.matchDetail(4, 'en'))?.id).toBe(4);
    expect(p.grants()).toBe(2);
  });

  it('reports a platform that is down or answers nonsense as unavailable', async () => {
    const failures: string[] = [];
    const down = feedOver({
      access: platform(() => null).access,
      fetch: (async () => {
        throw new TypeError('connect ECONNREFUSED');
      }) as typeof fetch,
      onFailure: (d) => failures.push(d),
    });
    const err = await down.matches([1], 'en').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ codeName: 'featureUnavailable', msgOverride: 'live.sportsUnavailable' });
    expect(apiCodes.featureUnavailable.http).toBe(501);
    const odd = feedOver({
      access: platform(() => null).access,
      fetch: platform(() => ({ hello: 1 })).fetch,
      onFailure: (d) => failures.push(d),
    });
    await expect(odd.matchDetail(1, 'en')).rejects.toMatchObject({ codeName: 'featureUnavailable' });
    const noToken = feedOver({
      access: {
        grant: async () => {
          throw new AppError('featureUnavailable');
        },
      },
      fetch: platform(() => null).fetch,
      onFailure: (d) => failures.push(d),
    });
    await expect(noToken.matches([1], 'en')).rejects.toMatchObject({ msgOverride: 'live.sportsUnavailable' });
    expect(failures).toEqual([
      expect.stringContaining('unreachable'),
      expect.stringContaining('unexpectedly'),
      expect.stringContaining('no guest token'),
    ]);
  });
});
