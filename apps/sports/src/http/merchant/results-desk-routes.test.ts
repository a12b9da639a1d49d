import {
  MERCHANT_SIGNATURE_HEADER,
  MERCHANT_TIMESTAMP_HEADER,
  merchantResultCorrect,
  merchantResultList,
  merchantResultVoid,
  merchantUserToken,
  sportsCodes,
  sportsEnvelopeOf,
} from '@matchday/contract';
import { signMerchantCall } from '@matchday/contract/merchant-signature';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSportsPlatform } from '../../platform/create-sports-platform.js';

const SECRET = 'r'.repeat(40);
let now = Date.UTC(2026, 10, 23, 15, 0, 0);
const platform = createSportsPlatform({
  seed: 5,
  speed: 1,
  now: () => now,
  tokenSecret: Buffer.alloc(32, 3),
  recordResults: false,
  merchant: { secret: SECRET },
});
const app = fastify();
beforeAll(async () => {
  await app.register(platform.plugin);
  await app.ready();
  await platform.recorder.sweep();
});
afterAll(() => app.close());

function post(path: string, raw: string, headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: path,
    payload: raw,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

/** A call signed with `secret` at a fresh timestamp (each signature is accepted once). */
async function signed(path: string, body: unknown, secret = SECRET) {
  now += 1;
  const raw = JSON.stringify(body);
  const timestamp = String(now);
  const res = await post(path, raw, {
    [MERCHANT_TIMESTAMP_HEADER]: timestamp,
    [MERCHANT_SIGNATURE_HEADER]: signMerchantCall(secret, timestamp, raw),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { code: number; success: boolean; data: unknown; info?: string };
}

describe('the results desk merchant calls', () => {
  it('refuse a call without headers, with a wrong secret, a tampered body or a replayed signature', async () => {
    const body = JSON.stringify({ pageNum: 1 });
    expect((await post(merchantResultList.path, body, {})).json()).toMatchObject({
      code: sportsCodes.merchantHeadersRequired,
      data: null,
    });
    expect(await signed(merchantResultList.path, { pageNum: 1 }, 'w'.repeat(40))).toMatchObject({
      code: sportsCodes.invalidSignature,
      data: null,
    });
    now += 1;
    const timestamp = String(now);
    const signature = signMerchantCall(SECRET, timestamp, body);
    const headers = { [MERCHANT_TIMESTAMP_HEADER]: timestamp, [MERCHANT_SIGNATURE_HEADER]: signature };
    expect(
      (
        await post(
          merchantResultVoid.path,
          JSON.stringify({ matchId: 1, version: 1, end: 'cancelled', note: 'x' }),
          headers,
        )
      ).json(),
    ).toMatchObject({ code: sportsCodes.invalidSignature });
    expect((await post(merchantResultList.path, body, headers)).json()).toMatchObject({ code: 0 });
    // One verifier for every merchant path: the same signature is refused on another path too.
    expect((await post(merchantUserToken.path, body, headers)).json()).toMatchObject({
      code: sportsCodes.invalidSignature,
    });
  });

  it('list, correct and void, in the contract shapes, with refusals as their codes', async () => {
    const list = sportsEnvelopeOf(merchantResultList.response).parse(
      await signed(merchantResultList.path, { sportId: 1, pageSize: 5, languageType: 'VIE' }),
    );
    expect(list.data.list).toHaveLength(5);
    expect(list.data.list.every((r) => r.sportId === 1 && r.version === 1)).toBe(true);
    const target = list.data.list[0]!;
    const scores = target.scores.map((s) =>
      s.tyg === 5 && (s.pe === 1000 || s.pe === 1001) ? { ...s, sc: [s.sc[0] + 1, s.sc[1]] as [number, number] } : s,
    );

    const corrected = sportsEnvelopeOf(merchantResultCorrect.response).parse(
      await signed(merchantResultCorrect.path, {
        matchId: target.matchId,
        version: 1,
        scores,
        note: 'Late goal counted',
        languageType: 'VIE',
      }),
    );
    expect(corrected.data).toMatchObject({
      before: { version: 1, homeName: target.homeName },
      after: { version: 2, note: 'Late goal counted', scores },
    });
    expect(
      await signed(merchantResultCorrect.path, { matchId: target.matchId, version: 2, scores, note: 'Again' }),
    ).toMatchObject({ code: sportsCodes.resultUnchanged, data: null, info: expect.stringContaining('already') });
    expect(
      await signed(merchantResultCorrect.path, { matchId: 42, version: 1, scores, note: 'Unknown' }),
    ).toMatchObject({ code: sportsCodes.resultMatchUnknown });
    expect(
      await signed(merchantResultCorrect.path, {
        matchId: target.matchId,
        version: 2,
        scores: [{ pe: 3001, tyg: 5, sc: [1, 0] }],
        note: 'Wrong sport',
      }),
    ).toMatchObject({ code: sportsCodes.resultScoresInvalid });

    const voided = sportsEnvelopeOf(merchantResultVoid.response).parse(
      await signed(merchantResultVoid.path, {
        matchId: target.matchId,
        version: 2,
        end: 'abandoned',
        note: 'Pitch invasion',
      }),
    );
    expect(voided.data.after).toMatchObject({ version: 3, end: 'abandoned', scores: [] });
    expect(
      await signed(merchantResultCorrect.path, { matchId: target.matchId, version: 2, scores, note: 'Stale screen' }),
    ).toMatchObject({ code: sportsCodes.resultChangedMeanwhile, data: null });
  });

  it('answers code 5 to a signed body the contract refuses', async () => {
    for (const body of [
      { matchId: 1, version: 1, end: 'postponed', note: 'x' },
      { matchId: 1, version: 1, end: 'cancelled', note: '' },
      { matchId: 'one', version: 1, end: 'cancelled', note: 'x' },
      { matchId: 1, end: 'cancelled', note: 'x' },
    ]) {
      expect(await signed(merchantResultVoid.path, body), JSON.stringify(body)).toMatchObject({
        code: sportsCodes.invalidParameter,
        data: null,
      });
    }
    expect(await signed(merchantResultCorrect.path, { matchId: 1, version: 1, scores: [], note: 'x' })).toMatchObject({
      code: sportsCodes.invalidParameter,
      info: expect.stringMatching(/^scores/),
    });
  });
});
