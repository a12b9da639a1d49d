/**
 * The bets bench's server process: the app server with the sports platform embedded the way
 * `npm start` runs them (one process, SQLite files in a temp dir, the platform's stakes and
 * payouts through the app's ledger), seeded with bench members holding VND.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BetWallet, ScoreEntry, SportsMatch } from '@matchday/contract';
import { loadAppSecret } from '../../apps/server/src/app-secret.js';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { testCost } from '../../apps/server/src/modules/account/password.js';
import { createDatabase, migrateToLatest } from '../../apps/server/src/db/database.js';
import { createWalletService, verifyLedger } from '../../apps/server/src/modules/wallet/index.js';
import { createSportsPlatform } from '../../apps/sports/src/platform/create-sports-platform.js';
import { createMemoryBus } from '@matchday/realtime';
import { listenOnLoopback, seedBenchMember, stopBenchApp } from '../bench-app.js';
import { fundMembers, hotWallet, HOT_TRANSFERS } from '../ledger/wallet-cases.js';
import { openWindow, profileWindow, type WindowCost } from './window-meter.js';

export interface BetsServerSettings {
  members: number;
}
export interface BetPick {
  matchId: number;
  marketId: number;
  optionType: number;
  odds: number;
}
export interface BetsServerReady {
  type: 'ready';
  port: number;
  tokens: string[];
  picks: BetPick[];
}
export interface WindowResult extends WindowCost {
  type: 'window';
}
export interface LedgerProbeResult {
  type: 'ledger-probe';
  transfers: number;
  cpuMicros: number;
  wallMs: number;
}
export interface SettleResult {
  type: 'settled';
  placed: number;
  placeSeconds: number;
  settled: number;
  settleSeconds: number;
  payouts: number;
  ledgerOk: boolean;
}

const settings = JSON.parse(process.argv[2] ?? '{}') as BetsServerSettings;
const dataDir = mkdtempSync(join(tmpdir(), 'md-bets-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, MODE: 'test', LOG_LEVEL: 'silent', LIVE_DEMO: 'off' });
const tokenSecret = createHmac('sha256', loadAppSecret({ envSecret: undefined, dataDir }))
  .update('sports-platform-tokens')
  .digest();

// Bound once the app is built, as scripts/start-matchday.mjs does.
let operator: BetWallet | null = null;
const wallet: BetWallet = {
  debit: (m) => operator!.debit(m),
  credit: (m) => operator!.credit(m),
  balance: (u, c) => operator!.balance(u, c),
};
const platform = createSportsPlatform({
  seed: 2026,
  speed: 1,
  tokenSecret,
  database: { dataDir },
  wallet,
  settleEveryMs: 0,
});
const app = await buildApp(config, {
  logger: false,
  passwordCost: testCost,
  webDist: join(dataDir, 'no-web'),
  mounts: [{ prefix: '/sports-api', plugin: platform.plugin }],
});
operator = app.services.betWallet;
const port = await listenOnLoopback(app);

const members: { userId: number; userName: string }[] = [];
for (let i = 0; i < settings.members; i++) {
  const userName = `bettor${String(i).padStart(5, '0')}`;
  members.push({ userId: await seedBenchMember(app, userName), userName });
}
await Promise.all(
  members.map((m) =>
    app.services.wallet.transfer({
      idempotencyKey: `bench:${m.userId}`,
      kind: 'seed',
      reference: 'bench',
      from: { house: 'cash' },
      to: { member: m.userId },
      amount: 100_000_000_000,
      currency: 'VND',
    }),
  ),
);
// Each member's token names an app session, as the token call's do: the operator takes stakes only in a live one.
const tokens: string[] = [];
const sessions: string[] = [];
for (const m of members) {
  const session = String((await app.services.sessions.open(m.userId, null)).sessionId);
  sessions.push(session);
  tokens.push(platform.tokens.issue({ ...m, currency: 'VND', lang: 'ENG', session }).token);
}

async function pre(type: number, sportId: number): Promise<SportsMatch[]> {
  const res = await app.inject({
    method: 'POST',
    url: '/sports-api/v1/match/getList',
    payload: { type, sportId, size: 50, languageType: 'ENG' },
  });
  return (res.json() as { data: { records: SportsMatch[] } }).data.records;
}
/** Pre-match main-line selections (every open option): basketball for the HTTP phase, soccer for the settlement phase, so each phase's bets are its own. */
const matches = [...(await pre(4, 1)), ...(await pre(4, 3))];
const selectionsOf = (sid: number): BetPick[] =>
  matches
    .filter((m) => m.sid === sid)
    .flatMap((m) =>
      m.mg.flatMap((g) =>
        g.mks
          .filter((l) => l.ss === 1)
          .flatMap((l) =>
            l.op.filter((o) => o.od > 1).map((o) => ({ matchId: m.id, marketId: l.id, optionType: o.ty, odds: o.od })),
          ),
      ),
    );
const picks = selectionsOf(3);

/** A played soccer result to stand in for the bench matches' results (settlement reads only the store). */
async function resultTemplate(): Promise<ScoreEntry[]> {
  await platform.recorder.backfill();
  const day = 24 * 3600_000;
  const recent = await platform.betting!.ctx.results.latestInRange(Date.now() - 7 * day, Date.now());
  for (const r of recent.values()) if (r.sportId === 1 && r.scores.length > 2) return r.scores;
  throw new Error('no played soccer result to copy');
}

/** Places `bets` soccer singles in process (as many members as needed), records results for their matches, then times one settlement run. */
async function settleBench(bets: number): Promise<SettleResult> {
  const soccer = selectionsOf(1);
  const started = performance.now();
  let next = 0;
  const worker = async (w: number) => {
    const m = members[w % members.length]!;
    const session = sessions[w % members.length]!;
    while (next < bets) {
      const i = next++;
      const p = soccer[i % soccer.length]!;
      await platform.betting!.slip.singles(
        { ...m, currency: 'VND', session },
        {
          singleBetList: [{ unitStake: 10_000, oddsChange: 2, betOptionList: [{ ...p, oddsFormat: 1 }] }],
          requestKey: `settle-${i}`,
        },
        'en',
      );
    }
  };
  await Promise.all(Array.from({ length: members.length }, (_, w) => worker(w)));
  const placeSeconds = (performance.now() - started) / 1000;
  const scores = await resultTemplate();
  const ids = [...new Set(soccer.map((p) => p.matchId))];
  await platform.betting!.ctx.results.record(
    ids.map((matchId) => {
      const m = matches.find((x) => x.id === matchId)!;
      return { matchId, sportId: 1, leagueId: m.lg.id, kickoff: m.bt, scores };
    }),
    Date.now(),
  );
  const t0 = performance.now();
  const settled = await platform.betting!.settleNow();
  const settleSeconds = (performance.now() - t0) / 1000;
  const payouts = await app.services.db
    .selectFrom('ledgerTransfers')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('kind', '=', 'payout')
    .executeTakeFirstOrThrow();
  const report = await verifyLedger(app.services.db);
  return {
    type: 'settled',
    placed: bets,
    placeSeconds,
    settled,
    settleSeconds,
    payouts: Number(payouts.n),
    ledgerOk: report.ok,
  };
}

/** bench/ledger's funding and hot-wallet case in this process, on a ledger of its own; answers the CPU the hot case cost. */
async function ledgerProbe(): Promise<LedgerProbeResult> {
  const probeDb = createDatabase({ dataDir: join(dataDir, 'ledger-probe') });
  await migrateToLatest(probeDb);
  const wallet = createWalletService({ db: probeDb, bus: createMemoryBus() });
  await fundMembers(wallet);
  const cpu = process.cpuUsage();
  const at = performance.now();
  await hotWallet(wallet, HOT_TRANSFERS);
  const used = process.cpuUsage(cpu);
  const wallMs = performance.now() - at;
  await wallet.close();
  await probeDb.destroy();
  return { type: 'ledger-probe', transfers: HOT_TRANSFERS, cpuMicros: used.user + used.system, wallMs };
}

let closeWindow: (() => WindowCost) | null = null;
let stopProfile: () => void = () => undefined;
process.on('message', (msg: { type: string; bets?: number }) => {
  if (msg.type === 'window-open') {
    closeWindow = openWindow();
    stopProfile = profileWindow(process.env.BENCH_WINDOW_PROFILE, process.env.BENCH_WINDOW_HEAP);
  }
  if (msg.type === 'window-close' && closeWindow) {
    stopProfile();
    process.send?.({ type: 'window', ...closeWindow() } satisfies WindowResult);
  }
  if (msg.type === 'ledger-probe') {
    void ledgerProbe().then(
      (r) => process.send?.(r),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  }
  if (msg.type === 'settle') {
    void settleBench(msg.bets ?? 100_000).then(
      (r) => process.send?.(r),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  }
  if (msg.type === 'stop') stopBenchApp(app, dataDir);
});
const ready: BetsServerReady = { type: 'ready', port, tokens, picks };
process.send?.(ready);
