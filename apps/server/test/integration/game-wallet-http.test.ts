import {
  GAME_PROVIDER_HEADER,
  GAME_REPLAY_WINDOW_MS,
  GAME_SIGNATURE_HEADER,
  GAME_TIMESTAMP_HEADER,
  gameWalletCodes,
  gameWalletPaths,
} from '@matchday/contract';
import { gameWalletHeaders } from '@matchday/contract/game-wallet-signature';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyLedger } from '../../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { fundedMember } from '../factories/funded-member.js';

const PROVIDER = 'acme';
const SECRET = 'acme-game-wallet-secret-0123456789abcdef';
const OTHER = 'other';
const OTHER_SECRET = 'other-game-wallet-secret-0123456789abcdef';
const engines = [
  ['SQLite', false],
  ['PostgreSQL', true],
] as const;

let nextId = 0;
let clockStep = 0;
const fresh = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++nextId}`;

interface Answer {
  code: number;
  success: boolean;
  message: string;
  data: { balance: number; transactionId?: string; rolledBack?: boolean } | null;
  info?: string;
}

describe.each(engines)('the casino wallet over signed HTTP on %s', (_name, postgres) => {
  const skip = postgres && !process.env.TEST_DATABASE_URL;
  let t: TestApp;
  let memberNo = 0;

  async function newPlayer(vnd = 1_000_000) {
    const userName = `httpgamer${++memberNo}${postgres ? 'p' : 's'}`;
    const id = await fundedMember(t.app, userName, vnd);
    const session = await t.app.services.sessions.open(id, null);
    const roundId = fresh('round');
    const move = { roundId, playerId: id, currency: 'VND', gameId: 'acme-slot-7' };
    return {
      id,
      session,
      debit: (amount = 10_000) => ({ ...move, transactionId: fresh('d'), amount, session: String(session.sessionId) }),
      credit: (amount = 25_000) => ({ ...move, transactionId: fresh('c'), amount }),
      rollback: (originalTransactionId: string) => ({ ...move, transactionId: fresh('r'), originalTransactionId }),
    };
  }

  /** A call as a provider makes it; each gets its own timestamp, so none is taken for a replay. */
  async function call(
    path: string,
    body: unknown,
    opts: {
      raw?: string;
      timestamp?: string;
      provider?: string;
      secret?: string;
      headers?: Record<string, string>;
    } = {},
  ): Promise<Answer> {
    const raw = opts.raw ?? JSON.stringify(body);
    const timestamp = opts.timestamp ?? String(Date.now() + ++clockStep);
    const headers = opts.headers ?? gameWalletHeaders(opts.provider ?? PROVIDER, opts.secret ?? SECRET, timestamp, raw);
    const res = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/json', ...headers },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as Answer;
  }

  beforeAll(async () => {
    if (skip) return;
    t = await buildTestApp({
      postgres,
      env: { GAME_WALLET_PROVIDERS: `${PROVIDER}:${SECRET},${OTHER}:${OTHER_SECRET}` },
    });
  });
  afterEach(async () => {
    if (!skip) expect((await verifyLedger(t.app.services.db)).violations).toEqual([]);
  });
  afterAll(async () => {
    if (!skip) await t.close();
  });

  it.skipIf(skip)('debits, credits and rolls back, each transaction id once', async () => {
    const p = await newPlayer();
    const bet = p.debit();
    const taken = await call(gameWalletPaths.debit, bet);
    expect(taken).toMatchObject({
      code: 0,
      success: true,
      data: { transactionId: bet.transactionId, balance: 990_000 },
    });
    // The provider's retry (signed afresh) gets the first answer and moves nothing.
    expect(await call(gameWalletPaths.debit, bet)).toEqual(taken);
    expect(await call(gameWalletPaths.debit, { ...bet, amount: 20_000 })).toMatchObject({
      code: gameWalletCodes.transactionConflict,
      success: false,
      message: 'This transaction id was already used with another body',
    });
    expect(await call(gameWalletPaths.credit, p.credit())).toMatchObject({ code: 0, data: { balance: 1_015_000 } });
    const second = p.debit();
    await call(gameWalletPaths.debit, second);
    const rb = p.rollback(second.transactionId);
    expect(await call(gameWalletPaths.rollback, rb)).toMatchObject({
      code: 0,
      data: { rolledBack: true, balance: 1_015_000 },
    });
    expect(await call(gameWalletPaths.rollback, rb)).toMatchObject({ code: 0, data: { balance: 1_015_000 } });
    expect(await call(gameWalletPaths.balance, { playerId: p.id, currency: 'VND' })).toEqual({
      code: 0,
      success: true,
      message: 'Success',
      data: { balance: 1_015_000 },
    });
  });

  it.skipIf(skip)('transaction ids are the provider’s own: another provider may use the same id', async () => {
    const p = await newPlayer();
    const bet = p.debit();
    await call(gameWalletPaths.debit, bet);
    const theirs = { ...bet, roundId: fresh('round') };
    expect(await call(gameWalletPaths.debit, theirs, { provider: OTHER, secret: OTHER_SECRET })).toMatchObject({
      code: 0,
      data: { balance: 980_000 },
    });
  });

  it.skipIf(skip)('a credit after logout is accepted; a debit is refused', async () => {
    const p = await newPlayer();
    await call(gameWalletPaths.debit, p.debit());
    await t.app.services.sessions.revoke(p.session.sessionId, p.id);
    expect(await call(gameWalletPaths.debit, { ...p.debit(), language: 'zh-cn' })).toMatchObject({
      code: gameWalletCodes.sessionEnded,
      message: '您的登录已结束，请重新登录后再游戏。',
      data: { balance: 990_000 },
    });
    expect(await call(gameWalletPaths.credit, p.credit())).toMatchObject({ code: 0, data: { balance: 1_015_000 } });
  });

  it.skipIf(skip)('refuses signature errors, and moves nothing', async () => {
    const p = await newPlayer();
    const bet = p.debit();
    const raw = JSON.stringify(bet);
    const now = String(Date.now() + ++clockStep);
    const good = gameWalletHeaders(PROVIDER, SECRET, now, raw);
    const refused = async (headers: Record<string, string>) =>
      (await call(gameWalletPaths.debit, bet, { raw, headers })).code;
    const without = (name: string) => Object.fromEntries(Object.entries(good).filter(([k]) => k !== name));

    expect(await refused(without(GAME_SIGNATURE_HEADER))).toBe(gameWalletCodes.signatureRequired);
    expect(await refused(without(GAME_TIMESTAMP_HEADER))).toBe(gameWalletCodes.signatureRequired);
    expect(await refused(without(GAME_PROVIDER_HEADER))).toBe(gameWalletCodes.signatureRequired);
    expect(await refused({ ...good, [GAME_PROVIDER_HEADER]: 'nobody' })).toBe(gameWalletCodes.unknownProvider);
    // Another provider's secret, a signature over another body, a changed byte.
    expect(await refused(gameWalletHeaders(PROVIDER, OTHER_SECRET, now, raw))).toBe(gameWalletCodes.invalidSignature);
    expect(await refused(gameWalletHeaders(PROVIDER, SECRET, now, `${raw} `))).toBe(gameWalletCodes.invalidSignature);
    expect(await refused({ ...good, [GAME_SIGNATURE_HEADER]: 'zz' })).toBe(gameWalletCodes.invalidSignature);
    // Outside the replay window either way.
    for (const off of [-1, 1]) {
      const ts = String(Date.now() + off * (GAME_REPLAY_WINDOW_MS + 60_000));
      expect(await refused(gameWalletHeaders(PROVIDER, SECRET, ts, raw))).toBe(gameWalletCodes.signatureRequired);
    }
    expect(await t.app.services.wallet.balance(p.id, 'VND')).toBe(1_000_000);
    // Signed right it goes through once; the same signed request again is a replay.
    expect(await refused(good)).toBe(0);
    expect(await refused(good)).toBe(gameWalletCodes.invalidSignature);
    expect(await t.app.services.wallet.balance(p.id, 'VND')).toBe(990_000);
  });

  it.skipIf(skip)('answers bad bodies with code 5 naming the field, never a 500', async () => {
    const p = await newPlayer();
    const bad = async (raw: string) => call(gameWalletPaths.debit, null, { raw });
    expect(await bad('{not json')).toMatchObject({
      code: gameWalletCodes.invalidParameter,
      info: 'body: not JSON',
      data: null,
    });
    expect(await bad(JSON.stringify({ ...p.debit(), amount: 1.5 }))).toMatchObject({
      code: gameWalletCodes.invalidParameter,
      info: expect.stringMatching(/^amount: /),
    });
    expect(await bad(JSON.stringify({ ...p.debit(), amount: 0 }))).toMatchObject({
      code: gameWalletCodes.invalidParameter,
    });
    const { session: _session, ...noSession } = p.debit();
    expect(await bad(JSON.stringify(noSession))).toMatchObject({ info: expect.stringMatching(/^session: /) });
    expect(await bad(JSON.stringify({ ...p.debit(), transactionId: 'x'.repeat(65) }))).toMatchObject({
      code: gameWalletCodes.invalidParameter,
    });
    expect(await bad('x'.repeat(20_000))).toMatchObject({ code: gameWalletCodes.invalidParameter });
    // Over the ledger's most per transfer: refused as a bad amount, not a failure.
    expect(await bad(JSON.stringify(p.debit(Number.MAX_SAFE_INTEGER)))).toMatchObject({
      code: gameWalletCodes.invalidParameter,
    });
    expect(await t.app.services.wallet.balance(p.id, 'VND')).toBe(1_000_000);
  });

  it.skipIf(skip || postgres)('is not served without GAME_WALLET_PROVIDERS', async () => {
    const bare = await buildTestApp();
    try {
      const res = await bare.app.inject({ method: 'POST', url: gameWalletPaths.debit, payload: {} });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});
