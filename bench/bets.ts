/**
 * Bets end to end on one process: the app server with the embedded sports platform (as `npm start`
 * runs it) in a child process, and an open-loop client sending singlePass over HTTP (token check,
 * contract validation, pricing, stake checks, order written, stake debited through the app's
 * ledger, accepted) at 2,000 bets/s for 10 s after a 3 s warm-up, each timed from its scheduled
 * send (no coordinated omission). Then 100,000 more bets are placed in process, their matches given
 * results, and one settlement run is timed to the last payout, the ledger verified after.
 * The server's CPU time and V8 heap allocation per accepted bet are read over the placing window
 * and set against one raw ledger transfer (bench/ledger's hot-wallet case) timed in the same
 * process right after, so the ratio holds across machines of different speed.
 * Targets: >= 2,000 bets/s with p99 <= 50 ms; 100,000 bets settled in <= 30 s; CPU per bet
 * <= 5 raw transfers; <= 20 KB allocated per bet.
 */
import type { ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { next, percentile, stop, watchUsage } from './live/processes.js';
import { forkShipped } from './shipped-process.js';
import type { BetsServerReady, LedgerProbeResult, SettleResult, WindowResult } from './bets/server.js';

const RATE = Number(process.env.BENCH_BETS_RATE ?? 2000);
const SECONDS = 10;
const WARMUP_SECONDS = 3;
const MEMBERS = 1000;
const SETTLE_BETS = Number(process.env.BENCH_SETTLE_BETS ?? 100_000);
const TARGET_RATE = 2000;
const TARGET_P99_MS = 50;
const TARGET_SETTLE_S = 30;
const TARGET_CPU_RATIO = 5;
const TARGET_ALLOC_KB = 20;

const here = dirname(fileURLToPath(import.meta.url));

interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  token?: string;
}

function send(agent: Agent, port: number, call: Call): Promise<{ code: number; data: { st: number }[] | null }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: call.path,
        method: call.method,
        agent,
        headers: { 'content-type': 'application/json', authorization: call.token ?? '' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve(JSON.parse(text) as { code: number; data: { st: number }[] | null }));
      },
    );
    req.on('error', reject);
    req.end(call.body);
  });
}

/** Sends `rate` calls a second for `seconds`, open loop; answers latencies (ms, from the scheduled send) and outcomes. */
async function drive(port: number, rate: number, seconds: number, callAt: (sent: number) => Call) {
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const latencies: number[] = [];
  const codes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  const started = performance.now();
  let sent = 0;
  while (sent < rate * seconds) {
    const due = Math.min(rate * seconds, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
    for (; sent < due; sent++) {
      const scheduled = started + (sent * 1000) / rate;
      pending.push(
        send(agent, port, callAt(sent)).then(
          (r) => {
            latencies.push(performance.now() - scheduled);
            const key = r.code === 0 ? `st${r.data?.[0]?.st}` : `code${r.code}`;
            codes.set(key, (codes.get(key) ?? 0) + 1);
          },
          () => void codes.set('network', (codes.get('network') ?? 0) + 1),
        ),
      );
    }
    await new Promise((r) => setTimeout(r, 1));
  }
  await Promise.all(pending);
  const wall = (performance.now() - started) / 1000;
  agent.destroy();
  return { latencies, codes, wall };
}

/** The i-th bet of the run: a pre-match single of 100 VND at any price, from one of the members. */
function betCall(server: BetsServerReady, i: number): Call {
  const pick = server.picks[i % server.picks.length]!;
  return {
    method: 'POST',
    path: '/sports-api/v1/order/bet/singlePass',
    token: server.tokens[i % server.tokens.length]!,
    body: JSON.stringify({
      singleBetList: [{ unitStake: 10_000, oddsChange: 2, betOptionList: [{ ...pick, oddsFormat: 1 }] }],
      requestKey: `bench-bet-${i}`,
      languageType: 'ENG',
    }),
  };
}

/**
 * What answering at all costs this server, at the same rate: its health check, and the cheapest
 * signed-in /v1 call (one order's status: token, contract validation, one read, the envelope).
 */
function referenceCalls(server: BetsServerReady): [string, (i: number) => Call][] {
  return [
    ['GET /healthz', () => ({ method: 'GET', path: '/healthz' })],
    [
      'POST /v1/order/getStakeOrderStatus (one order)',
      (i) => ({
        method: 'POST',
        path: '/sports-api/v1/order/getStakeOrderStatus',
        token: server.tokens[i % server.tokens.length]!,
        body: JSON.stringify({ orderIds: ['1'] }),
      }),
    ],
  ];
}

/** Runs `work` between the server's window-open and window-close; answers what the window cost the server. */
async function measured(child: ChildProcess, work: () => Promise<void>): Promise<WindowResult> {
  child.send({ type: 'window-open' });
  await work();
  child.send({ type: 'window-close' });
  return next<WindowResult>(child, 'window');
}

export async function run(): Promise<boolean> {
  const child: ChildProcess = forkShipped(join(here, 'bets', 'server.ts'), { members: MEMBERS });
  try {
    const server = await next<BetsServerReady>(child, 'ready');
    console.log(`server ready: ${server.tokens.length} members, ${server.picks.length} pre-match selections`);
    await drive(server.port, RATE, WARMUP_SECONDS, (i) => betCall(server, i));
    // The same length of time with no bets: what the simulator, push and timers cost anyway.
    const idle = await measured(child, () => new Promise((r) => setTimeout(r, SECONDS * 1000)));
    const usage = watchUsage(child.pid!);
    let driven!: Awaited<ReturnType<typeof drive>>;
    const placing = await measured(
      child,
      async () =>
        void (driven = await drive(server.port, RATE, SECONDS, (i) => betCall(server, RATE * WARMUP_SECONDS + i))),
    );
    const { latencies, codes, wall } = driven;
    const used = usage();
    const accepted = codes.get('st4') ?? 0;
    const perSecond = accepted / wall;
    const p = (q: number) => percentile(latencies, q).toFixed(1);
    console.log(
      `placing: ${RATE}/s offered for ${SECONDS} s → ${accepted} accepted (${perSecond.toFixed(0)}/s); outcomes ${JSON.stringify(Object.fromEntries(codes))}`,
    );
    console.log(`latency from scheduled send: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms, max ${p(1)} ms`);
    console.log(`server process: ${used.cpuPercent.toFixed(0)}% of one core, peak RSS ${used.peakRssMb.toFixed(0)} MB`);

    const references: [string, WindowResult][] = [];
    for (const [name, callAt] of referenceCalls(server)) {
      await drive(server.port, RATE, 1, callAt);
      references.push([name, await measured(child, async () => void (await drive(server.port, RATE, 5, callAt)))]);
    }

    child.send({ type: 'ledger-probe' });
    const probe = await next<LedgerProbeResult>(child, 'ledger-probe');
    const transferMicros = probe.cpuMicros / probe.transfers;
    const idleRate = (x: number) => (x / idle.wallMs) * placing.wallMs;
    const perBet = { cpu: placing.cpuMicros / accepted, alloc: placing.allocatedBytes / accepted / 1024 };
    const perBetNet = {
      cpu: (placing.cpuMicros - idleRate(idle.cpuMicros)) / accepted,
      alloc: (placing.allocatedBytes - idleRate(idle.allocatedBytes)) / accepted / 1024,
    };
    const ratio = perBet.cpu / transferMicros;
    console.log(
      `idle server (${SECONDS} s, no bets): ${(idle.cpuMicros / idle.wallMs / 10).toFixed(1)}% of one core, ${(idle.allocatedBytes / 1024 / 1024).toFixed(1)} MB allocated`,
    );
    console.log(
      `raw ledger transfer (bench/ledger's hot-wallet case, ${probe.transfers.toLocaleString('en-US')} in this process): ${transferMicros.toFixed(1)} µs CPU each (${((probe.transfers / probe.wallMs) * 1000).toFixed(0)}/s)`,
    );
    console.log(
      `per accepted bet: ${perBet.cpu.toFixed(0)} µs CPU = ${ratio.toFixed(1)}× a raw transfer (net of idle: ${perBetNet.cpu.toFixed(0)} µs, ${(perBetNet.cpu / transferMicros).toFixed(1)}×); ` +
        `${perBet.alloc.toFixed(1)} KB allocated (net of idle: ${perBetNet.alloc.toFixed(1)} KB); ${placing.collections} collections in the window`,
    );

    for (const [name, w] of references) {
      const calls = RATE * 5;
      const cpu = w.cpuMicros / calls;
      console.log(
        `  for reference, ${name} at ${RATE}/s: ${cpu.toFixed(0)} µs CPU = ${(cpu / transferMicros).toFixed(1)}× a raw transfer, ${(w.allocatedBytes / calls / 1024).toFixed(1)} KB`,
      );
    }

    child.send({ type: 'settle', bets: SETTLE_BETS });
    const settle = await next<SettleResult>(child, 'settled');
    console.log(
      `settling: ${settle.placed} bets placed in process in ${settle.placeSeconds.toFixed(1)} s; one run graded ${settle.settled} legs and paid in ${settle.settleSeconds.toFixed(1)} s (${(settle.placed / settle.settleSeconds).toFixed(0)} bets/s); ${settle.payouts} payouts; ledger ${settle.ledgerOk ? 'OK' : 'BROKEN'}`,
    );

    const ok =
      perSecond >= TARGET_RATE * 0.98 &&
      percentile(latencies, 0.99) <= TARGET_P99_MS &&
      settle.settleSeconds <= TARGET_SETTLE_S &&
      settle.ledgerOk &&
      ratio <= TARGET_CPU_RATIO &&
      perBet.alloc <= TARGET_ALLOC_KB;
    console.log(
      `targets (>= ${TARGET_RATE}/s, p99 <= ${TARGET_P99_MS} ms, settle <= ${TARGET_SETTLE_S} s, CPU per bet <= ${TARGET_CPU_RATIO}× a transfer, <= ${TARGET_ALLOC_KB} KB per bet): ${ok ? 'met' : 'NOT met'}`,
    );
    return ok;
  } finally {
    await stop(child);
  }
}
