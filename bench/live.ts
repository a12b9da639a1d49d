/**
 * Live video and chat under load (issue 7), every figure from real processes on this host:
 * 1. the app (SQLite temp dir, embedded media server) in its own process, ffmpeg publishing a
 *    ~1.5 Mbit/s H.264 + AAC test pattern over RTMP (ffmpeg's CPU is its own), and a second
 *    process opening LIVE_BENCH_VIEWERS (600) HTTP-FLV players in steps of 50 that read and
 *    discard; the app's CPU (% of one core) and peak RSS come from /proc over the window;
 * 2. the same publish and players against node-media-server's own `NodeMediaServer` alone;
 * 3. publish-to-viewer latency: with `-re`, ffmpeg sends the frame stamped t at about
 *    (ffmpeg start + t), so a sampled player's lag per video tag = receipt − (ffmpeg start + tag
 *    timestamp). It includes ffmpeg's start-up and encoder delay, so it errs high, never low;
 * 4. chat: LIVE_BENCH_SOCKETS (5,000) guests on /ws in `room:{id}`, 200 lines/s posted through
 *    `/api/live/chat/send` by seeded members; latency = receipt − send time carried in the line;
 * 5. the word-filter figure of bench/chat-filter.ts.
 * LIVE_BENCH_SECONDS (20) is each measuring window.
 */
import type { ChildProcess } from 'node:child_process';
import { run as filterRun } from './chat-filter.js';
import type { AppServerReady, AppServerSettings } from './live/app-server.js';
import type { ChatRoomReport, ChatRoomSettings } from './live/chat-room.js';
import type { NmsAloneSettings } from './live/nms-alone.js';
import { freePort, next, onAir, percentile, publish, rssMb, start, stop, watchUsage } from './live/processes.js';
import type { ViewerReport, ViewerSettings } from './live/viewers.js';

const VIEWERS = Number(process.env.LIVE_BENCH_VIEWERS ?? 600);
const SOCKETS = Number(process.env.LIVE_BENCH_SOCKETS ?? 5_000);
const MEASURE_S = Number(process.env.LIVE_BENCH_SECONDS ?? 20);
const WARMUP_S = 3;
const STREAM_KBPS = 1_500;
const SAMPLED_PLAYERS = 5;
const CHAT_RATE = 200;
// 1 line/s and 20 per 30 s per member: each posts every 5 s, so requests delayed in flight do not bunch within 1 s.
const CHAT_MEMBERS = CHAT_RATE * 5;
const TARGETS = { viewers: 600, cpuPercent: 50, rssMb: 300, latencyP50Ms: 1_500, chatP95Ms: 500 };

const sleep = (s: number) => new Promise((r) => setTimeout(r, s * 1000));

interface VideoFigures {
  viewers: ViewerReport;
  cpuPercent: number;
  /** The server's child processes (the app's HLS remuxer `ffmpeg -c copy`), not counted in cpuPercent. */
  childCpuPercent: number;
  children: number;
  peakRssMb: number;
  /** RSS before the publish and the players. */
  idleRssMb: number;
  clientCpu: number;
}

/** Publishes to `rtmpUrl`, fills `flvUrl` with players, and measures the server process over the window. */
async function videoLoad(serverPid: number, rtmpUrl: string, flvUrl: string): Promise<VideoFigures> {
  const idleRssMb = rssMb(serverPid);
  const publisher = publish(rtmpUrl);
  let viewers: ChildProcess | null = null;
  try {
    await onAir(flvUrl);
    const settings: ViewerSettings = {
      url: flvUrl,
      viewers: VIEWERS,
      sampled: SAMPLED_PLAYERS,
      publishStartedAt: publisher.startedAt,
    };
    viewers = start('viewers.ts', settings);
    const ramped = await next<{ open: number; failed: number }>(viewers, 'ready');
    console.log(
      `  ${ramped.open} players open, ${ramped.failed} refused; warming up ${WARMUP_S} s, measuring ${MEASURE_S} s`,
    );
    await sleep(WARMUP_S);
    const usage = watchUsage(serverPid);
    viewers.send({ type: 'measure' });
    await sleep(MEASURE_S);
    const figures = usage();
    const report = next<ViewerReport>(viewers, 'report');
    viewers.send({ type: 'report', kbps: STREAM_KBPS });
    const v = await report;
    return { viewers: v, ...figures, idleRssMb, clientCpu: v.cpuPercent };
  } finally {
    if (viewers) await stop(viewers);
    publisher.proc.kill('SIGKILL');
  }
}

async function appPhase(): Promise<{ video: VideoFigures; chat: ChatRoomReport & { serverCpu: number } }> {
  const settings: AppServerSettings = { members: CHAT_MEMBERS };
  const app = start('app-server.ts', settings);
  try {
    const ready = await next<AppServerReady>(app, 'ready');
    console.log(`app: stream ${ready.streamId} on port ${ready.port}`);
    const flvPath = `/live/${new URL(ready.publishUrl).pathname.split('/')[2]}.flv`;
    const video = await videoLoad(app.pid!, ready.publishUrl, `http://127.0.0.1:${ready.port}${flvPath}`);

    const chatSettings: ChatRoomSettings = {
      port: ready.port,
      streamId: ready.streamId,
      sockets: SOCKETS,
      sampleEvery: 25,
      rate: CHAT_RATE,
      seconds: MEASURE_S,
      posters: ready.posters,
    };
    const joinStart = performance.now();
    const room = start('chat-room.ts', {});
    room.send({ type: 'settings', settings: chatSettings });
    try {
      const joined = await next<{ subscribed: number }>(room, 'ready');
      console.log(
        `chat: ${joined.subscribed} sockets subscribed in ${((performance.now() - joinStart) / 1000).toFixed(1)} s; posting ${CHAT_RATE}/s for ${MEASURE_S} s`,
      );
      const report = next<ChatRoomReport>(room, 'report');
      const usage = watchUsage(app.pid!);
      room.send({ type: 'measure' });
      const chat = await report;
      return { video, chat: { ...chat, serverCpu: usage().cpuPercent } };
    } finally {
      await stop(room);
    }
  } finally {
    await stop(app);
  }
}

async function nmsPhase(): Promise<VideoFigures> {
  const settings: NmsAloneSettings = { rtmpPort: await freePort(), httpPort: await freePort() };
  const nms = start('nms-alone.ts', settings, true);
  try {
    await next(nms, 'ready');
    console.log(`node-media-server alone: RTMP ${settings.rtmpPort}, HTTP-FLV ${settings.httpPort}`);
    return await videoLoad(
      nms.pid!,
      `rtmp://127.0.0.1:${settings.rtmpPort}/live/bench`,
      `http://127.0.0.1:${settings.httpPort}/live/bench.flv`,
    );
  } finally {
    await stop(nms);
  }
}

export async function run(): Promise<boolean> {
  const { video: app, chat } = await appPhase();
  const nms = await nmsPhase();
  const filterOk = await filterRun();

  const latency = { p50: percentile(app.viewers.latencies, 0.5), p95: percentile(app.viewers.latencies, 0.95) };
  const nmsLatency = percentile(nms.viewers.latencies, 0.5);
  const chatP = {
    p50: percentile(chat.latencies, 0.5),
    p95: percentile(chat.latencies, 0.95),
    max: percentile(chat.latencies, 1),
  };
  const fanOutP = { p50: percentile(chat.fanOut, 0.5), p95: percentile(chat.fanOut, 0.95) };
  const rttP = { p50: percentile(chat.postRtt, 0.5), p95: percentile(chat.postRtt, 0.95) };
  const ok = {
    viewers: app.viewers.streaming >= TARGETS.viewers,
    cpu: app.cpuPercent <= TARGETS.cpuPercent,
    rss: app.peakRssMb <= TARGETS.rssMb,
    latency: latency.p50 <= TARGETS.latencyP50Ms,
    sockets: chat.subscribed >= SOCKETS && chat.closed === 0,
    chatRate: chat.posted >= CHAT_RATE * MEASURE_S * 0.99 && chat.refused === 0,
    chat: chatP.p95 <= TARGETS.chatP95Ms && chat.deliveredShare >= 0.99,
  };
  const mark = (pass: boolean) => (pass ? 'ok' : 'MISSED');
  const round = (n: number) => Math.round(n);
  console.log(
    `\nlive figures (${MEASURE_S} s windows, ${VIEWERS} players asked for, ${SOCKETS} chat sockets asked for)`,
  );
  console.table([
    {
      figure: 'app: HTTP-FLV players streaming (≥ half the bitrate, open all window)',
      measured: `${app.viewers.streaming} of ${VIEWERS}`,
      target: `≥ ${TARGETS.viewers}`,
      result: mark(ok.viewers),
    },
    {
      figure: 'app: players closed / refused',
      measured: `${app.viewers.closed} / ${app.viewers.failed}`,
      target: '',
      result: '',
    },
    {
      figure: 'app: kbit/s per player mean / min',
      measured: `${round(app.viewers.meanKbps)} / ${round(app.viewers.minKbps)}`,
      target: `~${STREAM_KBPS}`,
      result: '',
    },
    {
      figure: 'app: server CPU (% of one core)',
      measured: round(app.cpuPercent),
      target: `≤ ${TARGETS.cpuPercent}`,
      result: mark(ok.cpu),
    },
    {
      figure: `app: its ${app.children} child process(es) CPU (HLS remux; not counted above)`,
      measured: round(app.childCpuPercent),
      target: '',
      result: '',
    },
    {
      figure: 'app: server RSS peak (MB)',
      measured: round(app.peakRssMb),
      target: `≤ ${TARGETS.rssMb}`,
      result: mark(ok.rss),
    },
    {
      figure: 'app: server RSS before publish and players (MB)',
      measured: round(app.idleRssMb),
      target: '',
      result: '',
    },
    {
      figure: 'nms alone: players streaming',
      measured: `${nms.viewers.streaming} of ${VIEWERS}`,
      target: '',
      result: '',
    },
    {
      figure: 'nms alone: kbit/s per player mean / min',
      measured: `${round(nms.viewers.meanKbps)} / ${round(nms.viewers.minKbps)}`,
      target: '',
      result: '',
    },
    { figure: 'nms alone: CPU (% of one core)', measured: round(nms.cpuPercent), target: '', result: '' },
    { figure: 'nms alone: RSS peak (MB)', measured: round(nms.peakRssMb), target: '', result: '' },
    {
      figure: 'publish → player latency p50 / p95 (ms)',
      measured: `${round(latency.p50)} / ${round(latency.p95)}`,
      target: `p50 ≤ ${TARGETS.latencyP50Ms}`,
      result: mark(ok.latency),
    },
    {
      figure: 'nms alone: RSS before publish and players (MB)',
      measured: round(nms.idleRssMb),
      target: '',
      result: '',
    },
    { figure: 'nms alone: latency p50 (ms)', measured: round(nmsLatency), target: '', result: '' },
    {
      figure: 'player process CPU app / nms (% of one core)',
      measured: `${round(app.clientCpu)} / ${round(nms.clientCpu)}`,
      target: '',
      result: '',
    },
    {
      figure: 'chat: sockets subscribed / closed',
      measured: `${chat.subscribed} / ${chat.closed}`,
      target: `${SOCKETS} / 0`,
      result: mark(ok.sockets),
    },
    {
      figure: 'chat: lines posted / refused',
      measured: `${chat.posted} / ${chat.refused}${chat.refused > 0 ? ` (${JSON.stringify(chat.refusals)})` : ''}`,
      target: `${CHAT_RATE * MEASURE_S} / 0`,
      result: mark(ok.chatRate),
    },
    {
      figure: 'chat: share of lines each sampled socket got',
      measured: chat.deliveredShare.toFixed(3),
      target: '≥ 0.99',
      result: '',
    },
    {
      figure: 'chat: delivery p50 / p95 / max (ms)',
      measured: `${round(chatP.p50)} / ${round(chatP.p95)} / ${round(chatP.max)}`,
      target: `p95 ≤ ${TARGETS.chatP95Ms}`,
      result: mark(ok.chat),
    },
    {
      figure: 'chat: server stamp → receipt p50 / p95 (ms)',
      measured: `${round(fanOutP.p50)} / ${round(fanOutP.p95)}`,
      target: '',
      result: '',
    },
    {
      figure: 'chat: post round trip p50 / p95 (ms)',
      measured: `${round(rttP.p50)} / ${round(rttP.p95)}`,
      target: '',
      result: '',
    },
    {
      figure: 'chat: server CPU while posting (% of one core)',
      measured: round(chat.serverCpu),
      target: '',
      result: '',
    },
    { figure: 'chat: lines dropped by the room batcher', measured: chat.dropped, target: '', result: '' },
    { figure: 'chat: socket process CPU (% of one core)', measured: round(chat.cpuPercent), target: '', result: '' },
    { figure: 'word filter (chat-filter above)', measured: '', target: '≥ 5 M chars/s', result: mark(filterOk) },
  ]);
  return Object.values(ok).every(Boolean) && filterOk;
}
