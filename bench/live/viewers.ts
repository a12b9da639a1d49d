/**
 * The live bench's viewer process: HTTP-FLV players as raw GETs that read and discard the bytes.
 * A few sampled players also parse FLV tags to time each video tag against the publish clock.
 */
import http from 'node:http';

export interface ViewerSettings {
  url: string;
  viewers: number;
  /** Players that parse tags for the latency figure. */
  sampled: number;
  /** Wall clock (ms) when ffmpeg was started; RTMP timestamps count from it. */
  publishStartedAt: number;
}
export interface ViewerReport {
  type: 'report';
  open: number;
  closed: number;
  failed: number;
  /** Players open through the window that received at least half the stream's bitrate. */
  streaming: number;
  meanKbps: number;
  minKbps: number;
  latencies: number[];
  cpuPercent: number;
}

const settings = JSON.parse(process.argv[2] ?? '{}') as ViewerSettings;
const send = (msg: object) => process.send?.(msg);

interface Player {
  bytes: number;
  open: boolean;
  bytesAtWindow: number;
  req: http.ClientRequest;
}
const players: Player[] = [];
let failed = 0;
let measuring = false;
const latencies: number[] = [];

/** Reads FLV tags off the stream; each video tag's lag = now − (publish start + its timestamp). */
function tagTimer() {
  let buf = Buffer.alloc(0);
  let offset = 13; // FLV header (9) + the first previous-tag-size (4)
  return (chunk: Buffer) => {
    buf = Buffer.concat([buf, chunk]);
    const now = Date.now();
    while (buf.length >= offset + 11) {
      const size = buf.readUIntBE(offset + 1, 3);
      if (buf.length < offset + 11 + size + 4) break;
      const ts = (buf[offset + 7]! << 24) | buf.readUIntBE(offset + 4, 3);
      if (buf[offset] === 9 && measuring) latencies.push(now - (settings.publishStartedAt + ts));
      offset += 11 + size + 4;
    }
    buf = buf.subarray(offset);
    offset = 0;
  };
}

function open(index: number): Promise<void> {
  return new Promise((resolve) => {
    const player: Player = { bytes: 0, open: false, bytesAtWindow: 0, req: null as unknown as http.ClientRequest };
    const timer = index < settings.sampled ? tagTimer() : null;
    player.req = http.get(settings.url, { agent: false }, (res) => {
      if (res.statusCode !== 200) {
        failed++;
        res.resume();
        return resolve();
      }
      player.open = true;
      players.push(player);
      res.on('data', (chunk: Buffer) => {
        player.bytes += chunk.length;
        timer?.(chunk);
      });
      res.on('close', () => (player.open = false));
      resolve();
    });
    player.req.on('error', () => {
      if (!player.open) failed++;
      player.open = false;
      resolve();
    });
  });
}

// Ramp in steps of 50, so a server that cannot hold them shows it as refused or closed players.
for (let i = 0; i < settings.viewers; i += 50) {
  await Promise.all(Array.from({ length: Math.min(50, settings.viewers - i) }, (_, k) => open(i + k)));
  await new Promise((r) => setTimeout(r, 100));
}
send({ type: 'ready', open: players.filter((p) => p.open).length, failed });

let window: { at: number; cpu: NodeJS.CpuUsage } | null = null;
process.on('message', (msg: { type: string; kbps?: number }) => {
  if (msg.type === 'measure') {
    measuring = true;
    window = { at: performance.now(), cpu: process.cpuUsage() };
    for (const p of players) p.bytesAtWindow = p.bytes;
  } else if (msg.type === 'report' && window) {
    const seconds = (performance.now() - window.at) / 1000;
    const cpu = process.cpuUsage(window.cpu);
    const kbps = players.map((p) => ((p.bytes - p.bytesAtWindow) * 8) / 1000 / seconds);
    const openNow = players.filter((p) => p.open);
    const report: ViewerReport = {
      type: 'report',
      open: openNow.length,
      closed: players.length - openNow.length,
      failed,
      streaming: players.filter((p, i) => p.open && kbps[i]! >= (msg.kbps ?? 0) / 2).length,
      meanKbps: kbps.reduce((a, b) => a + b, 0) / Math.max(1, kbps.length),
      minKbps: kbps.length > 0 ? Math.min(...kbps) : 0,
      latencies,
      cpuPercent: ((cpu.user + cpu.system) / 1e6 / seconds) * 100,
    };
    send(report);
  } else if (msg.type === 'stop') {
    for (const p of players) p.req.destroy();
    process.exit(0);
  }
});
