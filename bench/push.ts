/**
 * The sports push under load: one server process runs the real publisher → memory bus → topic hub
 * → send queue → ws path over a synthetic source of exactly 500 live matches moving 2,000 option
 * prices a second; a second process holds 5,000 real ws sockets, each subscribed to its sport's
 * topic and two match topics. Delivery latency = receive time − the tick time stamped in each
 * frame (`t`, same host clock), over 30 s. Targets: p50 ≤ 50 ms, p99 ≤ 150 ms, server RSS ≤ 400 MB.
 * PUSH_BENCH_SOCKETS, PUSH_BENCH_SECONDS and PUSH_BENCH_INTERVAL_MS change the load; PUSH_BENCH_PROFILE=<dir>
 * writes the server's CPU profile there.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ClientSettings } from './push/clients.js';
import type { ServerSettings } from './push/server.js';

const here = join(dirname(fileURLToPath(import.meta.url)), 'push');
const SOCKETS = Number(process.env.PUSH_BENCH_SOCKETS ?? 5_000);
const MEASURE_S = Number(process.env.PUSH_BENCH_SECONDS ?? 30);
const WARMUP_S = 5;
const SPORTS = [1, 2, 3, 4, 5, 6, 7, 13, 15, 177];
const TARGETS = { p50: 50, p99: 150, rssMb: 400 };
const server: ServerSettings = {
  source: { matches: 500, sports: SPORTS, linesPerMatch: 40, listLines: 3, changesPerSecond: 2_000, seed: 7 },
  intervalMs: Number(process.env.PUSH_BENCH_INTERVAL_MS ?? 1_000),
};

function start(file: string, settings: object): ChildProcess {
  // The children inherit tsx's loader and the source condition from this process's execArgv.
  const profile =
    file === 'server.ts' && process.env.PUSH_BENCH_PROFILE
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.PUSH_BENCH_PROFILE}`]
      : [];
  return fork(join(here, file), [JSON.stringify(settings)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    execArgv: [...process.execArgv, ...profile],
  });
}

function next<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (msg: { type: string }) => {
      if (msg.type !== type) return;
      child.off('message', onMessage);
      resolve(msg as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`${file(child)} exited with ${code} before "${type}"`)));
  });
}
const file = (child: ChildProcess) => child.spawnargs.find((a) => a.endsWith('.ts')) ?? 'child';

/** The synthetic source's match ids per sport: 100000 + i, sport i mod the sport count. */
function matchesBySport(): Record<string, number[]> {
  const by: Record<string, number[]> = {};
  for (let i = 0; i < server.source.matches; i++) (by[String(SPORTS[i % SPORTS.length])] ??= []).push(100_000 + i);
  return by;
}

export async function run(): Promise<boolean> {
  const srv = start('server.ts', server);
  const { port } = await next<{ port: number }>(srv, 'listening');
  const clientSettings: ClientSettings = {
    port,
    sockets: SOCKETS,
    sports: SPORTS,
    matchesBySport: matchesBySport(),
    matchTopics: 2,
    connectConcurrency: 50,
  };
  const connectStart = performance.now();
  const cli = start('clients.ts', clientSettings);
  try {
    await next(cli, 'ready');
    console.log(
      `${SOCKETS} sockets subscribed in ${((performance.now() - connectStart) / 1000).toFixed(1)} s; warming up ${WARMUP_S} s, measuring ${MEASURE_S} s`,
    );
    await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
    for (const c of [srv, cli]) c.send({ type: 'measure' });
    await new Promise((r) => setTimeout(r, MEASURE_S * 1000));
    const serverReport = next<{
      peakRssMb: number;
      rssMb: number;
      cpuPercent: number;
      changesPerSecond: number;
      publishLagP50: number;
      publishLagP99: number;
    }>(srv, 'report');
    const clientReport = next<{
      received: number;
      gaps: number;
      closed: number;
      errors: number;
      cpuPercent: number;
      p50: number;
      p99: number;
      max: number;
    }>(cli, 'report');
    for (const c of [srv, cli]) c.send({ type: 'report' });
    const [s, c] = await Promise.all([serverReport, clientReport]);

    const ok = { p50: c.p50 <= TARGETS.p50, p99: c.p99 <= TARGETS.p99, rss: s.peakRssMb <= TARGETS.rssMb };
    const mark = (pass: boolean) => (pass ? 'ok' : 'MISSED');
    console.table([
      { figure: 'delivery p50 (ms)', measured: c.p50, target: `≤ ${TARGETS.p50}`, result: mark(ok.p50) },
      { figure: 'delivery p99 (ms)', measured: c.p99, target: `≤ ${TARGETS.p99}`, result: mark(ok.p99) },
      { figure: 'delivery max (ms)', measured: c.max, target: '', result: '' },
      {
        figure: 'tick → publish p50 / p99 (ms)',
        measured: `${s.publishLagP50} / ${s.publishLagP99}`,
        target: '',
        result: '',
      },
      {
        figure: 'server RSS peak (MB)',
        measured: Math.round(s.peakRssMb),
        target: `≤ ${TARGETS.rssMb}`,
        result: mark(ok.rss),
      },
      { figure: 'server RSS at end (MB)', measured: Math.round(s.rssMb), target: '', result: '' },
      { figure: 'server CPU (% of one core)', measured: Math.round(s.cpuPercent), target: '', result: '' },
      { figure: 'client process CPU (% of one core)', measured: Math.round(c.cpuPercent), target: '', result: '' },
      {
        figure: 'price changes/s',
        measured: Math.round(s.changesPerSecond),
        target: '2,000 ± 2.5 %',
        result: mark(s.changesPerSecond >= 1_950),
      },
      { figure: 'frames received/s', measured: Math.round(c.received / MEASURE_S), target: '', result: '' },
      { figure: 'seq gaps', measured: c.gaps, target: '0', result: mark(c.gaps === 0) },
      { figure: 'sockets closed', measured: c.closed, target: '0', result: mark(c.closed === 0) },
      { figure: 'error frames', measured: c.errors, target: '0', result: mark(c.errors === 0) },
    ]);
    return (
      ok.p50 && ok.p99 && ok.rss && s.changesPerSecond >= 1_950 && c.gaps === 0 && c.closed === 0 && c.errors === 0
    );
  } finally {
    for (const c of [cli, srv]) if (c.connected) c.send({ type: 'stop' });
  }
}
