import {
  MERCHANT_SIGNATURE_HEADER,
  MERCHANT_TIMESTAMP_HEADER,
  sportsCodes,
  type ResultDeskRecord,
} from '@matchday/contract';
import { createMerchantVerifier } from '@matchday/contract/merchant-signature';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.js';
import { createPlatformClient } from '../platform-client.js';
import { createHttpResultsDesk } from './http-results-desk.js';

const SECRET = 's'.repeat(40);
const NOW = 1_800_000_000_000;
const link = { url: 'http://sports.test', publicUrl: 'http://sports.test', merchantSecret: SECRET };
/** The desk over the one platform client, with the fake platform's fetch. */
const deskOver = (opts: { now: () => number; fetch: typeof fetch; onFailure?: (detail: string) => void }) =>
  createHttpResultsDesk({
    client: createPlatformClient({ link, now: opts.now, fetch: opts.fetch }),
    ...(opts.onFailure ? { onFailure: opts.onFailure } : {}),
  });
const record: ResultDeskRecord = {
  matchId: 29_640_180_012,
  sportId: 1,
  leagueName: 'V.League 1',
  homeName: 'Hanoi FC',
  awayName: 'Saigon FC',
  kickoff: NOW - 7_200_000,
  version: 1,
  end: 'finished',
  scores: [{ pe: 1000, tyg: 5, sc: [2, 1] }],
  scoresBeforeVoid: null,
  note: null,
  recordedAt: NOW,
  betLegs: 0,
};

/** A fake platform that checks each call's signature as the real one does, and answers by path. */
function platform(answer: (path: string, body: Record<string, unknown>) => unknown) {
  const verify = createMerchantVerifier(SECRET, () => NOW);
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    const headers = init.headers as Record<string, string>;
    expect(verify(headers[MERCHANT_TIMESTAMP_HEADER], headers[MERCHANT_SIGNATURE_HEADER], String(init.body))).toBe(
      'ok',
    );
    const path = new URL(url).pathname;
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    calls.push({ path, body });
    return new Response(JSON.stringify(answer(path, body)));
  }) as typeof globalThis.fetch;
  return { calls, fetch };
}

describe('createHttpResultsDesk', () => {
  it('signs each call, sends the language as languageType, and reads the answers', async () => {
    const p = platform((path) => ({
      code: 0,
      success: true,
      message: 'ok',
      data: path.endsWith('/list')
        ? { list: [record], total: 1, sports: [1] }
        : { before: record, after: { ...record, version: 2 } },
    }));
    const desk = deskOver({ now: () => NOW, fetch: p.fetch });
    expect(await desk.list({ sportId: 1, pageNum: 1, pageSize: 20 }, 'vi')).toEqual({
      list: [record],
      total: 1,
      sports: [1],
    });
    expect(
      await desk.correct(
        { matchId: record.matchId, version: 1, scores: [{ pe: 1000, tyg: 5, sc: [3, 1] }], note: 'Review' },
        'zh',
      ),
    ).toMatchObject({ ok: true, change: { after: { version: 2 } } });
    expect(p.calls.map((c) => [c.path, c.body.languageType])).toEqual([
      ['/merchant/v1/result/list', 'VIE'],
      ['/merchant/v1/result/correct', 'CMN'],
    ]);
  });

  it('turns the desk’s refusal codes into outcomes, and anything else into featureUnavailable', async () => {
    const failures: string[] = [];
    const refusing = platform(() => ({
      code: sportsCodes.resultNotRecorded,
      success: false,
      message: 'no result',
      info: 'match 5 has no recorded result',
      data: null,
    }));
    const desk = deskOver({ now: () => NOW, fetch: refusing.fetch });
    expect(await desk.void({ matchId: 5, version: 1, end: 'cancelled', note: 'Storm' }, 'en')).toEqual({
      ok: false,
      refusal: 'resultNotRecorded',
      detail: 'match 5 has no recorded result',
    });
    const stale = deskOver({
      now: () => NOW,
      fetch: platform(() => ({
        code: sportsCodes.resultChangedMeanwhile,
        success: false,
        message: 'changed',
        info: 'match 5 is at v3, not v2',
        data: null,
      })).fetch,
    });
    expect(
      await stale.correct({ matchId: 5, version: 2, scores: [{ pe: 1000, tyg: 5, sc: [1, 0] }], note: 'Review' }, 'en'),
    ).toEqual({ ok: false, refusal: 'resultChangedMeanwhile', detail: 'match 5 is at v3, not v2' });

    const odd = deskOver({
      now: () => NOW,
      fetch: platform(() => ({ code: sportsCodes.invalidSignature, success: false, message: 'bad', data: null })).fetch,
      onFailure: (d) => failures.push(d),
    });
    await expect(odd.void({ matchId: 5, version: 1, end: 'cancelled', note: 'Storm' }, 'en')).rejects.toSatisfy(
      (e) => e instanceof AppError && e.codeName === 'featureUnavailable',
    );
    const down = deskOver({
      now: () => NOW,
      fetch: (async () => {
        throw new TypeError('fetch failed');
      }) as typeof fetch,
      onFailure: (d) => failures.push(d),
    });
    await expect(down.list({ pageNum: 1, pageSize: 20 }, 'en')).rejects.toSatisfy(
      (e) => e instanceof AppError && e.codeName === 'featureUnavailable',
    );
    expect(failures).toEqual([
      expect.stringContaining(`code ${sportsCodes.invalidSignature}`),
      expect.stringContaining('unreachable'),
    ]);
  });
});
