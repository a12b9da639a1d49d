/**
 * Wallet ledger throughput on the app's SQLite (WAL, synchronous=FULL: every batch is durable
 * when its callers hear back) with group commit:
 * (a) transfers/s between many member wallets, (b) transfers/s when every transfer touches one
 * hot member wallet, (c) p99 latency of a wallet call paced at 1,000 transfers/s for 5 s.
 * Targets: (a) >= 20,000/s, (b) >= 5,000/s, (c) p99 <= 10 ms. The ledger is verified afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { createWalletService, verifyLedger, type TransferOutcome } from '../apps/server/src/modules/wallet/index.js';
import {
  CONCURRENCY,
  fundMembers,
  hotWallet,
  HOT_TRANSFERS,
  MEMBERS,
  pool,
  walletMoves,
} from './ledger/wallet-cases.js';
import { createMemoryBus } from '@matchday/realtime';

const SPREAD_TRANSFERS = 200_000;
const PACED_PER_SECOND = 1_000;
const PACED_SECONDS = 5;
const TARGET_SPREAD = 20_000;
const TARGET_HOT = 5_000;
const TARGET_P99_MS = 10;

/** Issues `perSecond` calls a second for `seconds`, each timed from its call to its answer. */
async function paced(
  perSecond: number,
  seconds: number,
  call: (i: number) => Promise<TransferOutcome>,
): Promise<number[]> {
  const total = perSecond * seconds;
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let issued = 0;
  while (issued < total) {
    const due = Math.min(total, Math.floor(((performance.now() - started) * perSecond) / 1000) + 1);
    for (; issued < due; issued++) {
      const t0 = performance.now();
      pending.push(call(issued).then(() => void latencies.push(performance.now() - t0)));
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  return latencies.sort((a, b) => a - b);
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const pick = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

export async function run(): Promise<boolean> {
  const dir = mkdtempSync(join(tmpdir(), 'md-bench-ledger-'));
  const db = createDatabase({ dataDir: dir });
  try {
    await migrateToLatest(db);
    const wallet = createWalletService({ db, bus: createMemoryBus() });
    const { move, member, rand } = walletMoves(wallet);

    const funding = await fundMembers(wallet);
    console.log(`funding: ${fmt(MEMBERS)} deposits at ${fmt(funding.perSecond)}/s (accounts created on first touch)`);

    const spread = await pool(SPREAD_TRANSFERS, CONCURRENCY, (i) =>
      move(`gift:${i}`, 'gift', member(rand(i)), member(rand(i) + 1 + (i % 97)), 1 + (i % 500)),
    );
    console.log(
      `(a) spread: ${fmt(SPREAD_TRANSFERS)} member-to-member transfers over ${fmt(MEMBERS)} wallets in ${spread.seconds.toFixed(2)} s: ` +
        `${fmt(spread.perSecond)}/s (target >= ${fmt(TARGET_SPREAD)}/s; ${fmt(spread.posted)} posted, ${fmt(spread.rejected)} rejected)`,
    );

    const hot = await hotWallet(wallet);
    console.log(
      `(b) hot wallet: ${fmt(HOT_TRANSFERS)} transfers all touching one member wallet in ${hot.seconds.toFixed(2)} s: ` +
        `${fmt(hot.perSecond)}/s (target >= ${fmt(TARGET_HOT)}/s; ${fmt(hot.posted)} posted)`,
    );

    const lat = await paced(PACED_PER_SECOND, PACED_SECONDS, (i) =>
      move(`paced:${i}`, 'stake', member(i), { house: 'bets' }, 10),
    );
    const p99 = pick(lat, 0.99);
    console.log(
      `(c) paced ${fmt(PACED_PER_SECOND)}/s for ${PACED_SECONDS} s: p50 ${pick(lat, 0.5).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms ` +
        `(target <= ${TARGET_P99_MS} ms), max ${lat[lat.length - 1]!.toFixed(2)} ms`,
    );

    await wallet.close();
    const report = await verifyLedger(db);
    console.log(
      `ledger: ${report.ok ? 'OK' : 'VIOLATED'} (${fmt(report.counts.transfers)} transfers, ${fmt(report.counts.entries)} entries, ${fmt(report.counts.accounts)} accounts)`,
    );
    for (const v of report.violations.slice(0, 20)) console.log(`  ${v}`);
    const ok = report.ok && spread.perSecond >= TARGET_SPREAD && hot.perSecond >= TARGET_HOT && p99 <= TARGET_P99_MS;
    console.log(ok ? 'ledger: all targets met' : 'ledger: TARGET MISSED');
    return ok;
  } finally {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}
