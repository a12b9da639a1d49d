/** The live bench's process plumbing: forked children with messages, free ports, /proc usage, the ffmpeg publisher. */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testPatternArgs } from '../../apps/server/src/modules/live/demo-publishers.js';
import { forkShipped } from '../shipped-process.js';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const ffmpegPath = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

/** Forks `bench/live/<file>` as the product ships (bundled, plain node, npm start's flags) with the settings as its argument. */
export function start(file: string, settings: object, quiet = false): ChildProcess {
  return forkShipped(join(here, file), settings, { quiet });
}

/** The child's next message of `type`; rejects if it exits first. */
export function next<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(
        new Error(`${child.spawnargs.find((a) => a.endsWith('.ts')) ?? 'child'} exited with ${code} before "${type}"`),
      );
    const onMessage = (msg: { type: string }) => {
      if (msg.type !== type) return;
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(msg as T);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.connected) child.send({ type: 'stop' });
  const kill = setTimeout(() => child.kill('SIGKILL'), 5000);
  return exited.finally(() => clearTimeout(kill));
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

const TICKS_PER_S = 100; // USER_HZ on Linux

/** CPU seconds (user + system) used so far by a process, from /proc/<pid>/stat. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S;
}

export function rssMb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0) / 1024;
}

/** A process's direct children (the app's HLS remuxer ffmpeg, for one), from /proc/<pid>/task/<tid>/children. */
function children(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
}

const childCpuSeconds = (pids: number[]) =>
  pids.reduce(
    (sum, pid) =>
      sum +
      (() => {
        try {
          return cpuSeconds(pid);
        } catch {
          return 0;
        }
      })(),
    0,
  );

/**
 * Samples a process's CPU and RSS over a window: CPU as % of one core, RSS peak from 250 ms
 * samples; its children's CPU (those alive at the start) apart.
 */
export function watchUsage(pid: number) {
  const cpuAt = cpuSeconds(pid);
  const kids = children(pid);
  const kidsCpuAt = childCpuSeconds(kids);
  const at = performance.now();
  let peakRss = rssMb(pid);
  const timer = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pid))), 250);
  return () => {
    clearInterval(timer);
    const seconds = (performance.now() - at) / 1000;
    return {
      cpuPercent: ((cpuSeconds(pid) - cpuAt) / seconds) * 100,
      childCpuPercent: ((childCpuSeconds(kids) - kidsCpuAt) / seconds) * 100,
      children: kids.length,
      peakRssMb: Math.max(peakRss, rssMb(pid)),
    };
  };
}

/**
 * A ~1.5 Mbit/s live publish (H.264 480p30 at 1,400 kbit/s CBR-ish + AAC 96 kbit/s) of ffmpeg's
 * test pattern, paced at real time (`-re`), so RTMP timestamps follow the wall clock from its start.
 */
export function publish(url: string): { proc: ChildProcess; startedAt: number } {
  const startedAt = Date.now();
  const proc = spawn(
    ffmpegPath,
    testPatternArgs(
      { size: '854x480', fps: 30, keyframeEvery: 60, videoKbps: 1400, bufferKbps: 1400, audioKbps: 96, beep: false },
      url,
    ),
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return { proc, startedAt };
}

/** Waits until the FLV URL answers 200 (the publish is on air). */
export async function onAir(url: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const abort = new AbortController();
    const status = await fetch(url, { signal: abort.signal }).then(
      (r) => r.status,
      () => 0,
    );
    abort.abort();
    if (status === 200) return;
    if (Date.now() > until) throw new Error(`${url} not on air after ${timeoutMs} ms (last status ${status})`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export const percentile = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) * p)] ?? NaN;
};
