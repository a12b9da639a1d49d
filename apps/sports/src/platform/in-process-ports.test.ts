import {
  marketLinesOf,
  matchGetList,
  matchGetMatchDetail,
  scoreTexts,
  sportsEnvelopeOf,
  matchStatus,
} from '@matchday/contract';
import type { SportsMatch } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedResultsDesk, embeddedSportsAccess, embeddedSportsFeed } from './in-process-ports.js';
import { testPlatform } from './test-platform.test-support.js';
import type { TestPlatform } from './test-platform.test-support.js';

const UNKNOWN_ID = 999_999_999;

let p: TestPlatform;
beforeAll(async () => {
  p = await testPlatform();
});
afterAll(async () => {
  await p.app.close();
});

async function liveMatch(languageType: string): Promise<SportsMatch> {
  const res = await p.post('/v1/match/getList', { type: 1, sportId: 1, size: 1, languageType });
  const match = sportsEnvelopeOf(matchGetList.response).parse(res.json).data.records[0];
  if (!match) throw new Error('no live soccer match');
  return match;
}

async function detailOf(matchId: number, languageType: string): Promise<SportsMatch> {
  const res = await p.post('/v1/match/getMatchDetail', { matchId, languageType });
  return sportsEnvelopeOf(matchGetMatchDetail.response).parse(res.json).data;
}

describe('embeddedSportsAccess', () => {
  it("grants a guest and a member the platform's own tokens, with its addresses under the prefix", async () => {
    const sut = embeddedSportsAccess(p.platform, { prefix: '/sports-api', guestCurrency: 'VND' });
    const addresses = {
      apiServerAddress: '/sports-api',
      pcAddress: '/sports-api',
      pushServerAddress: '/sports-api/push',
      virtualAddress: '/sports-api/virtual',
    };

    const guest = await sut.grant(null, 'VIE');
    expect(guest).toEqual({ token: expect.any(String), ...addresses });
    expect(p.tokens.verify(guest.token)).toMatchObject({ userId: 0, userName: 'guest', currency: 'VND', lang: 'VIE' });

    const member = await sut.grant({ userId: 7, userName: 'bob77', currency: 'CNY', session: '41' }, 'CMN');
    expect(member).toEqual({ token: expect.any(String), ...addresses });
    // #5: the member's token names their app session, which every stake's debit carries.
    expect(p.tokens.verify(member.token)).toMatchObject({
      userId: 7,
      userName: 'bob77',
      currency: 'CNY',
      lang: 'CMN',
      session: '41',
    });
    expect(p.tokens.verify(guest.token)).not.toHaveProperty('session');
    expect((await p.post('/v1/match/statistical', {}, { authorization: member.token })).json.code).toBe(0);
  });
});

describe('embeddedSportsFeed', () => {
  it('answers the names, status, kick-off and scores the /v1 calls answer, in the asked language', async () => {
    const sut = embeddedSportsFeed(p.platform, () => p.clock.now);
    const live = await liveMatch('ENG');
    const zh = await detailOf(live.id, 'CMN');

    expect(await sut.matches([live.id], 'en')).toEqual([
      {
        id: live.id,
        sportId: live.sid,
        leagueName: live.lg.na,
        homeName: live.ts[0]?.na,
        awayName: live.ts[1]?.na,
        ms: matchStatus.live,
        bt: live.bt,
        scores: scoreTexts(live.nsg, live.sid),
      },
    ]);
    expect(await sut.matches([live.id], 'zh')).toEqual([
      expect.objectContaining({ leagueName: zh.lg.na, homeName: zh.ts[0]?.na, awayName: zh.ts[1]?.na }),
    ]);
  });

  it("answers a match's market lines as its detail prices them", async () => {
    const sut = embeddedSportsFeed(p.platform, () => p.clock.now);
    const live = await liveMatch('ENG');
    const full = await detailOf(live.id, 'ENG');
    const home = full.ts[0]?.na ?? '';
    const away = full.ts[1]?.na ?? '';

    const detail = await sut.matchDetail(live.id, 'en');
    expect(detail).toMatchObject({ id: live.id, homeName: home, awayName: away });
    expect(detail?.markets.length).toBeGreaterThan(0);
    expect(detail?.markets).toEqual(marketLinesOf(full.mg, home, away));
  });

  it('leaves unknown ids out and answers no detail for them', async () => {
    const sut = embeddedSportsFeed(p.platform, () => p.clock.now);
    const live = await liveMatch('ENG');
    expect((await sut.matches([UNKNOWN_ID, live.id, 1], 'en')).map((m) => m.id)).toEqual([live.id]);
    expect(await sut.matches([], 'en')).toEqual([]);
    expect(await sut.matchDetail(UNKNOWN_ID, 'en')).toBeNull();
  });
});

describe('embeddedResultsDesk', () => {
  it("passes the list, corrections and voids through to the platform's desk", async () => {
    await p.platform.recorder.sweep();
    const sut = embeddedResultsDesk(p.platform);
    const query = { pageNum: 1, pageSize: 5 };

    const page = await sut.list(query, 'vi');
    expect(page.list.length).toBeGreaterThan(0);
    expect(page).toEqual(await p.platform.resultsDesk.list(query, 'vi'));

    const recorded = page.list[0]!;
    expect(
      await sut.correct(
        { matchId: recorded.matchId, version: recorded.version, scores: recorded.scores, note: 'same' },
        'en',
      ),
    ).toMatchObject({ ok: false, refusal: 'resultUnchanged' });
    expect(await sut.void({ matchId: UNKNOWN_ID, version: 1, end: 'cancelled', note: 'rain' }, 'en')).toMatchObject({
      ok: false,
      refusal: 'resultMatchUnknown',
    });
    expect(await sut.list(query, 'vi')).toEqual(page);
  });
});
