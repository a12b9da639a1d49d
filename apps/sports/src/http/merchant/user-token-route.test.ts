import {
  MERCHANT_REPLAY_WINDOW_MS,
  MERCHANT_SIGNATURE_HEADER,
  MERCHANT_TIMESTAMP_HEADER,
  matchGetList,
  merchantUserToken,
  sportsCodes,
  sportsEnvelopeOf,
} from '@matchday/contract';
import fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSportsPlatform } from '../../platform/create-sports-platform.js';
import { signMerchantCall } from '@matchday/contract/merchant-signature';

const SECRET = 'm'.repeat(40);
let now = Date.UTC(2026, 10, 23, 12, 0, 0);
const platform = createSportsPlatform({
  seed: 3,
  speed: 1,
  now: () => now,
  tokenSecret: Buffer.alloc(32, 9),
  recordResults: false,
  merchant: { secret: SECRET },
});
const app = fastify();
beforeAll(async () => {
  await app.register(platform.plugin);
  await app.ready();
});
afterAll(() => app.close());

const member = { userId: 42, userName: 'member01', currency: 'VND', languageType: 'VIE' };

function ask(raw: string, headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: merchantUserToken.path,
    payload: raw,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

function signed(body: unknown, at = now, secret = SECRET) {
  const raw = JSON.stringify(body);
  const timestamp = String(at);
  return ask(raw, {
    [MERCHANT_TIMESTAMP_HEADER]: timestamp,
    [MERCHANT_SIGNATURE_HEADER]: signMerchantCall(secret, timestamp, raw),
  });
}

describe('POST /merchant/v1/userToken', () => {
  it('issues the member a platform token that reads the feed', async () => {
    const res = await signed(member);
    expect(res.statusCode).toBe(200);
    const env = sportsEnvelopeOf(merchantUserToken.response).parse(res.json());
    expect(env).toMatchObject({ code: 0, success: true });
    expect(platform.tokens.verify(env.data.token)).toMatchObject({
      userId: 42,
      userName: 'member01',
      currency: 'VND',
      lang: 'VIE',
    });
    const list = await app.inject({
      method: 'POST',
      url: '/v1/match/getList',
      headers: { authorization: env.data.token },
      payload: { type: 1 },
    });
    expect(sportsEnvelopeOf(matchGetList.response).parse(list.json()).code).toBe(0);
  });

  it('#5 puts the operator’s session in the token, for the stakes it places to name', async () => {
    now += 1;
    const env = sportsEnvelopeOf(merchantUserToken.response).parse(
      (await signed({ ...member, session: '314' })).json(),
    );
    expect(platform.tokens.verify(env.data.token)).toMatchObject({ userId: 42, session: '314' });
    now += 1;
    expect((await signed({ ...member, session: 'no spaces' })).json()).toMatchObject({
      code: sportsCodes.invalidParameter,
    });
  });

  it('refuses missing headers, stale timestamps, wrong secrets, tampered bodies and replays', async () => {
    now += 1;
    const raw = JSON.stringify(member);
    expect((await ask(raw, {})).json()).toMatchObject({ code: sportsCodes.merchantHeadersRequired, data: null });
    expect((await signed(member, now - MERCHANT_REPLAY_WINDOW_MS - 1)).json()).toMatchObject({
      code: sportsCodes.merchantHeadersRequired,
    });
    expect((await signed(member, now, 'x'.repeat(40))).json()).toMatchObject({ code: sportsCodes.invalidSignature });
    const timestamp = String(now);
    const signature = signMerchantCall(SECRET, timestamp, raw);
    const tampered = JSON.stringify({ ...member, userId: 1 });
    expect(
      (await ask(tampered, { [MERCHANT_TIMESTAMP_HEADER]: timestamp, [MERCHANT_SIGNATURE_HEADER]: signature })).json(),
    ).toMatchObject({ code: sportsCodes.invalidSignature });
    expect(
      (await ask(raw, { [MERCHANT_TIMESTAMP_HEADER]: timestamp, [MERCHANT_SIGNATURE_HEADER]: signature })).json(),
    ).toMatchObject({ code: 0 });
    const replay = await ask(raw, { [MERCHANT_TIMESTAMP_HEADER]: timestamp, [MERCHANT_SIGNATURE_HEADER]: signature });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toMatchObject({ code: sportsCodes.invalidSignature, success: false });
  });

  it('answers code 5 to a signed body that is not JSON or not a member', async () => {
    for (const raw of [
      '{"userId":',
      '[]',
      JSON.stringify({ ...member, userId: -1 }),
      JSON.stringify({ ...member, currency: 'dong' }),
    ]) {
      now += 1;
      const timestamp = String(now);
      const res = await ask(raw, {
        [MERCHANT_TIMESTAMP_HEADER]: timestamp,
        [MERCHANT_SIGNATURE_HEADER]: signMerchantCall(SECRET, timestamp, raw),
      });
      expect(res.statusCode).toBe(200);
      expect(res.json(), raw).toMatchObject({ code: sportsCodes.invalidParameter, data: null });
    }
  });

  it('keeps the player calls parsing JSON as usual', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v1/match/getList',
      payload: '{"type":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.json()).toMatchObject({ code: sportsCodes.invalidParameter });
  });
});
