import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '@matchday/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccountRepository } from '../../src/modules/account/account.repository.js';
import { verifyLedger } from '../../src/modules/wallet/index.js';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { eventually } from '../factories/caller.js';

/**
 * Money under failure, on the real ledger: a standalone platform (its own process, as in
 * production) moving stakes and payouts through the app server's signed wallet calls. The same
 * bet sent 100 times at once makes one order and one debit; a platform killed in the middle of
 * settling 1,000 bets, then restarted, pays each exactly once and the ledger checks clean.
 */
const ROOT = resolve(import.meta.dirname, '../../../..');
const SECRET = 'betting-crash-merchant-secret-0123456789ab';
// Enough members that sequential slips stay under each member's 10 placements a second.
const MEMBERS = 25;
const BETS = 1000;

let t: TestApp;
let appPort: number;
let platformUrl: string;
let platform: ChildProcess;
const platformDir = mkdtempSync(join(tmpdir(), 'md-bets-crash-'));
/** Credits the app serves one at a time with a pause, so the kill lands while settlement is paying. */
let creditPauseMs = 0;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

function startPlatform(): Promise<string> {
  platform = spawn(process.execPath, ['--conditions=@matchday/source', '--import', 'tsx', 'apps/sports/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SPORTS_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: platformDir,
      SPORTS_MERCHANT_SECRET: SECRET,
      LOG_LEVEL: 'error',
      SPORTS_DATABASE_URL: '',
      SPORTS_WALLET_URL: `http://127.0.0.1:${appPort}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => fail(new Error(`platform did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const m = /listening at (http:\/\/\S+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        ok(m[1]);
      }
    };
    platform.stdout?.on('data', read);
    platform.stderr?.on('data', read);
    platform.on(
      'exit',
      (code, signal) =>
        signal !== 'SIGKILL' && code !== 0 && fail(new Error(`platform exited with ${code}:\n${output}`)),
    );
  });
}

async function call<T>(path: string, body: unknown, token: string): Promise<{ code: number; data: T }> {
  const res = await fetch(`${platformUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; data: T };
}

const count = async (sql: (db: TestApp['app']['services']['db']) => Promise<{ n: number | string | bigint }>) =>
  Number((await sql(t.app.services.db)).n);
const settledRecords = (orderIds: readonly string[]) =>
  count((db) =>
    db
      .selectFrom('betRecords')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('state', '=', 'settled')
      .where('orderId', 'in', [...orderIds])
      .executeTakeFirstOrThrow(),
  );

beforeAll(async () => {
  appPort = await freePort();
  t = await buildTestApp({
    env: { SPORTS_PLATFORM_URL: 'http://127.0.0.1:1', SPORTS_MERCHANT_SECRET: SECRET },
    beforeReady: (app) => {
      let queue = Promise.resolve();
      app.addHook('preHandler', async (req) => {
        if (creditPauseMs === 0 || req.url !== '/merchant/wallet/v1/credit') return;
        const turn = queue.then(() => new Promise<void>((r) => setTimeout(r, creditPauseMs)));
        queue = turn;
        await turn;
      });
    },
  });
  await t.app.listen({ host: '127.0.0.1', port: appPort });
  platformUrl = await startPlatform();
}, 60_000);

afterAll(async () => {
  platform?.kill('SIGKILL');
  await t?.close();
  rmSync(platformDir, { recursive: true, force: true });
});

/** Members funded with 100,000,000 VND each, and a platform token for each. */
async function bettors(prefix: string): Promise<{ userId: number; token: string }[]> {
  const accounts = createAccountRepository(t.app.services.db);
  const out = [];
  for (let i = 0; i < MEMBERS; i++) {
    const { id } = await accounts.insertIfAbsent(
      {
        userName: `${prefix}${i}`,
        passwordHash: 'x',
        role: 'member',
        nickName: null,
        avatarId: 1,
        vipLevel: 0,
        regCurrency: 'VND',
        mobile: null,
        mobileArea: null,
        status: 1,
      },
      Date.now(),
    );
    await t.app.services.wallet.transfer({
      idempotencyKey: `fund:${prefix}${i}`,
      kind: 'deposit',
      reference: 'test',
      from: { house: 'cash' },
      to: { member: id },
      amount: 10_000_000_000,
      currency: 'VND',
    });
    // A platform token, asked for the way the app server's HTTP adapter asks: the signed merchant call, naming the member's session.
    const { sessionId } = await t.app.services.sessions.open(id, null);
    const grant = await fetch(
      `${platformUrl}/merchant/v1/userToken`,
      signed({ userId: id, userName: `${prefix}${i}`, currency: 'VND', session: String(sessionId) }),
    );
    const { data } = (await grant.json()) as { data: { token: string } };
    out.push({ userId: id, token: data.token });
  }
  return out;
}

function signed(body: object): RequestInit {
  const raw = JSON.stringify(body);
  const timestamp = String(Date.now());
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.${raw}`).digest('hex');
  return {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-merchant-timestamp': timestamp,
      'x-merchant-signature': signature,
    },
    body: raw,
  };
}

interface Line {
  matchId: number;
  sid: number;
  leagueId: number;
  kickoff: number;
  marketId: number;
  options: { ty: number; od: number }[];
}

/** 1X2 lines of pre-match soccer matches. */
async function threeWayLines(token: string): Promise<Line[]> {
  const list = await call<{
    records: {
      id: number;
      sid: number;
      bt: number;
      lg: { id: number };
      mg: { mty: number; pe: number; mks: { id: number; ss: number; op: { ty: number; od: number }[] }[] }[];
    }[];
  }>('/v1/match/getList', { type: 4, sportId: 1, size: 50, marketTypes: [1005] }, token);
  return list.data.records.flatMap((m) => {
    const line = m.mg.find((g) => g.mty === 1005 && g.pe === 1001)?.mks.find((l) => l.ss === 1);
    return line
      ? [{ matchId: m.id, sid: m.sid, leagueId: m.lg.id, kickoff: m.bt, marketId: line.id, options: line.op }]
      : [];
  });
}

describe('betting money on the real ledger (standalone platform)', () => {
  it('makes one order and one debit of the same bet sent 100 times at once', async () => {
    const [member] = await bettors('storm');
    const [line] = await threeWayLines(member!.token);
    const body = {
      singleBetList: [
        {
          unitStake: 10_000,
          oddsChange: 2,
          betOptionList: [
            {
              marketId: line!.marketId,
              optionType: line!.options[0]!.ty,
              odds: line!.options[0]!.od,
              oddsFormat: 1,
              matchId: line!.matchId,
            },
          ],
        },
      ],
      requestKey: 'storm-0000001',
    };
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => call<{ id: string }[]>('/v1/order/bet/singlePass', body, member!.token)),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.data[0]!.id)).size).toBe(1);
    const stakes = await count((db) =>
      db
        .selectFrom('ledgerTransfers')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('kind', '=', 'stake')
        .where('reference', 'like', `%${answers[0]!.data[0]!.id}%`)
        .executeTakeFirstOrThrow(),
    );
    expect(stakes).toBe(1);
  }, 60_000);

  it('refuses a self-excluded member’s bet at placement, in the operator’s words, and takes no money', async () => {
    const [member] = await bettors('excluded');
    const [line] = await threeWayLines(member!.token);
    await t.app.services.controls.takeBreak(member!.userId, 24);
    const body = {
      singleBetList: [
        {
          unitStake: 10_000,
          oddsChange: 2,
          betOptionList: [
            {
              marketId: line!.marketId,
              optionType: line!.options[0]!.ty,
              odds: line!.options[0]!.od,
              oddsFormat: 1,
              matchId: line!.matchId,
            },
          ],
        },
      ],
      languageType: 'VIE',
    };
    const placed = await call<{ id: string; st: number }[]>('/v1/order/bet/singlePass', body, member!.token);
    expect(placed.data[0]!.st).toBe(2);
    const [state] = (
      await call<{ oid: string; st: number; rj: number; rjs: string }[]>(
        '/v1/order/getStakeOrderStatus',
        { orderIds: [placed.data[0]!.id] },
        member!.token,
      )
    ).data;
    expect(state).toMatchObject({ st: 2, rj: 6 });
    // The break's own message, in the member's language (Vietnamese here).
    expect(state!.rjs).toMatch(/tạm nghỉ|nghỉ/i);
    expect(await t.app.services.wallet.balance(member!.userId, 'VND')).toBe(10_000_000_000);
  }, 60_000);

  it('settles each of 1,000 bets exactly once across a kill in the middle of settlement', async () => {
    const members = await bettors('crash');
    const lines = (await threeWayLines(members[0]!.token)).slice(0, 10);
    expect(lines.length).toBe(10);
    // 100 slips of 10 singles: every outcome of ten 1X2 lines, spread over the members.
    const selections = lines.flatMap((l) =>
      l.options.map((o) => ({ marketId: l.marketId, optionType: o.ty, odds: o.od, oddsFormat: 1, matchId: l.matchId })),
    );
    const placed: string[] = [];
    for (let slip = 0; slip < BETS / 10; slip++) {
      const singleBetList = Array.from({ length: 10 }, (_, i) => ({
        unitStake: 10_000,
        oddsChange: 2,
        betOptionList: [selections[(slip * 10 + i) % selections.length]!],
      }));
      const res = await call<{ id: string; st: number }[]>(
        '/v1/order/bet/singlePass',
        { singleBetList, requestKey: `crash-slip-${slip}` },
        members[slip % MEMBERS]!.token,
      );
      expect(res.code).toBe(0);
      placed.push(...res.data.map((o) => o.id));
    }
    expect(new Set(placed).size).toBe(BETS);

    // The matches' results, as the platform's recorder would store them: home wins 2-1.
    creditPauseMs = 4;
    const sports = openDatabase<{
      sportsMatchResults: {
        matchId: number;
        version: number;
        sportId: number;
        leagueId: number;
        kickoff: number;
        scores: string;
        reason: string | null;
        recordedAt: number;
      };
    }>({ file: join(platformDir, 'sports.db') });
    await sports
      .insertInto('sportsMatchResults')
      .values(
        lines.map((l) => ({
          matchId: l.matchId,
          version: 1,
          sportId: l.sid,
          leagueId: l.leagueId,
          kickoff: l.kickoff,
          scores: JSON.stringify([
            { pe: 1000, tyg: 5, sc: [2, 1] },
            { pe: 1001, tyg: 5, sc: [2, 1] },
          ]),
          reason: null,
          recordedAt: Date.now(),
        })),
      )
      .execute();
    await sports.destroy();

    // Killed while paying: some bets settled, not all.
    await eventually(async () => expect(await settledRecords(placed)).toBeGreaterThanOrEqual(100), 30_000);
    platform.kill('SIGKILL');
    await new Promise((r) => platform.once('exit', r));
    const atKill = await settledRecords(placed);
    expect(atKill).toBeLessThan(BETS);

    creditPauseMs = 0;
    platformUrl = await startPlatform();
    await eventually(async () => expect(await settledRecords(placed)).toBe(BETS), 60_000);

    // Exactly one settlement movement per bet: a payout for home wins, a recorded 0 for the rest.
    const moves = await t.app.services.db
      .selectFrom('betWalletMoves')
      .select(['orderId', 'kind', 'amount'])
      .where('kind', '=', 'payout')
      .where('orderId', 'in', placed)
      .execute();
    expect(moves).toHaveLength(BETS);
    expect(new Set(moves.map((m) => m.orderId)).size).toBe(BETS);
    const homeOdds = new Map(lines.map((l) => [l.marketId, l.options.find((o) => o.ty === 1)!.od]));
    const paid = moves.reduce((s, m) => s + Number(m.amount), 0);
    const expected = Array.from({ length: BETS }, (_, i) => selections[i % selections.length]!).reduce(
      (s, sel) => s + (sel.optionType === 1 ? 1_000 * Math.round(homeOdds.get(sel.marketId)! * 1000) : 0),
      0,
    );
    expect(paid).toBe(expected);
    const report = await verifyLedger(t.app.services.db);
    expect(report.violations).toEqual([]);
  }, 180_000);
});
