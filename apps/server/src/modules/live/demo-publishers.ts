import { spawn, type ChildProcess } from 'node:child_process';
import type { FastifyBaseLogger } from 'fastify';

export interface DemoStream {
  name: string;
  /** Shown on the picture: the anchor's name. */
  label: string;
}

const FIRST_RETRY_MS = 2000;
const MAX_RETRY_MS = 60_000;
/** A publisher that ran this long was healthy: its next failure retries quickly again. */
const HEALTHY_RUN_MS = 60_000;

/** How ffmpeg's test pattern is encoded for a live publish: H.264 (zero latency) and AAC, pushed as FLV in real time. */
export interface TestPatternEncoding {
  /** The picture, e.g. `640x360`. */
  size: string;
  fps: number;
  /** Frames from one keyframe to the next. */
  keyframeEvery: number;
  videoKbps: number;
  bufferKbps: number;
  audioKbps: number;
  /** A beeping tone rather than a steady one. */
  beep: boolean;
  /** `-vf` filters drawn over the picture. */
  filters?: string | undefined;
}

/** ffmpeg arguments publishing its test pattern and a 440 Hz tone to `url`, paced at real time (`-re`). */
export function testPatternArgs(e: TestPatternEncoding, url: string): string[] {
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-re',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${e.size}:rate=${e.fps}`,
    '-f',
    'lavfi',
    '-i',
    `sine=frequency=440:${e.beep ? 'beep_factor=4:' : ''}sample_rate=44100`,
    ...(e.filters ? ['-vf', e.filters] : []),
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-tune',
    'zerolatency',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(e.keyframeEvery),
    '-b:v',
    `${e.videoKbps}k`,
    '-maxrate',
    `${e.videoKbps}k`,
    '-bufsize',
    `${e.bufferKbps}k`,
    '-c:a',
    'aac',
    '-b:a',
    `${e.audioKbps}k`,
    '-f',
    'flv',
    url,
  ];
}

/** ffmpeg arguments for one demo stream: 640x360 at 20 fps, the name and a running clock, a beeping tone; H.264 + AAC at about 660 kbit/s. */
export function demoPublisherArgs(label: string, fontFile: string | null, url: string): string[] {
  const text = label.replace(/[^A-Za-z0-9 ._-]/g, '');
  const box = 'fontcolor=white:box=1:boxcolor=black@0.6';
  const filters = fontFile
    ? `drawtext=fontfile=${fontFile}:text='${text}':x=24:y=48:fontsize=36:${box}:boxborderw=8,drawtext=fontfile=${fontFile}:text='%{localtime\\:%X}':x=24:y=h-60:fontsize=28:${box}:boxborderw=6`
    : undefined;
  return testPatternArgs(
    {
      size: '640x360',
      fps: 20,
      keyframeEvery: 40,
      videoKbps: 600,
      bufferKbps: 1200,
      audioKbps: 64,
      beep: true,
      filters,
    },
    url,
  );
}

/**
 * Demo anchors going live with real video: one ffmpeg per stream pushing a test pattern to the
 * ingest, restarted with backoff (2 s doubling to 60 s) when it dies, stopped on shutdown.
 */
export function createDemoPublishers(opts: {
  ffmpegPath: string;
  fontFile: string | null;
  logger: FastifyBaseLogger;
  publishUrl: (name: string, key: string) => string;
  /** The stream's key while it is open, else null (stopped or cancelled: its publisher ends). */
  keyOf: (name: string) => Promise<string | null>;
}) {
  const { logger } = opts;
  const procs = new Map<string, ChildProcess>();
  const timers = new Set<NodeJS.Timeout>();
  let stopping = false;

  async function run(stream: DemoStream, delay: number) {
    const key = stopping ? null : await opts.keyOf(stream.name);
    if (!key || stopping) return;
    const startedAt = Date.now();
    const proc = spawn(
      opts.ffmpegPath,
      demoPublisherArgs(stream.label, opts.fontFile, opts.publishUrl(stream.name, key)),
      { stdio: ['ignore', 'ignore', 'pipe'] },
    );
    procs.set(stream.name, proc);
    let stderr = '';
    proc.stderr!.on('data', (d: Buffer) => void (stderr = (stderr + d.toString()).slice(-1000)));
    proc.on('error', (err) => logger.warn({ err, stream: stream.label }, 'demo publisher could not start'));
    proc.on('close', (code, signal) => {
      procs.delete(stream.name);
      if (stopping) return;
      const next = Date.now() - startedAt > HEALTHY_RUN_MS ? FIRST_RETRY_MS : Math.min(delay * 2, MAX_RETRY_MS);
      // ffmpeg names the URL in its errors: the key stays out of the log.
      const reason = stderr.trim().replace(/key=[^\s&]+/g, 'key=…');
      logger.warn(
        { stream: stream.label, code, signal, stderr: reason, retryInMs: next },
        'demo publisher stopped; restarting',
      );
      const timer = setTimeout(() => {
        timers.delete(timer);
        run(stream, next).catch((err: unknown) =>
          logger.warn({ err, stream: stream.label }, 'demo publisher not restarted'),
        );
      }, next);
      timers.add(timer);
    });
  }

  return {
    start(streams: DemoStream[]) {
      if (!opts.fontFile)
        logger.info('no font found for the demo streams: they show the test pattern without the anchor name and clock');
      for (const s of streams)
        run(s, FIRST_RETRY_MS / 2).catch((err: unknown) =>
          logger.warn({ err, stream: s.label }, 'demo publisher not started'),
        );
      logger.info({ streams: streams.map((s) => s.label) }, 'demo streams publishing');
    },
    async stop() {
      stopping = true;
      for (const t of timers) clearTimeout(t);
      await Promise.all(
        [...procs.values()].map(
          (p) =>
            new Promise<void>((resolve) => {
              const kill = setTimeout(() => p.kill('SIGKILL'), 2000);
              p.once('close', () => (clearTimeout(kill), resolve()));
              p.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}
