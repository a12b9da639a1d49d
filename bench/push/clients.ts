/** The push bench's client process: real ws sockets, each subscribed like a list page with a match or two open. */
import WebSocket from 'ws';

export interface ClientSettings {
  port: number;
  sockets: number;
  sports: readonly number[];
  /** Match ids by sport; each socket picks `matchTopics` of its sport. */
  matchesBySport: Record<string, number[]>;
  matchTopics: number;
  connectConcurrency: number;
}

const settings = JSON.parse(process.argv[2] ?? '{}') as ClientSettings;
const send = (msg: object) => process.send?.(msg);
/** Delivery latency histogram in whole milliseconds (the last bucket collects everything above). */
const MAX_MS = 10_000;
const histogram = new Uint32Array(MAX_MS + 1);
let measuring = false;
let received = 0;
let gaps = 0;
let closed = 0;
let errors = 0;
let cpuFrom = process.cpuUsage();
let measuredFrom = performance.now();

/**
 * A push frame's topic, tick time and seq, read by position so this process stays cheap next to
 * the server it measures: the hub writes `{"type":"push","topic":…,"event":…,"data":{"t":…},"seq":…}`.
 */
function readPush(text: string): { topic: string; t: number; seq: number } | null {
  if (!text.startsWith('{"type":"push","topic":"')) return null;
  const topicEnd = text.indexOf('"', 24);
  const tAt = text.indexOf('"data":{"t":', topicEnd) + 12;
  return {
    topic: text.slice(24, topicEnd),
    t: parseInt(text.slice(tAt, tAt + 16), 10),
    seq: parseInt(text.slice(text.lastIndexOf('"seq":') + 6), 10),
  };
}

function open(i: number): Promise<void> {
  const sid = settings.sports[i % settings.sports.length]!;
  const pool = settings.matchesBySport[String(sid)] ?? [];
  const topics = [
    `sport:${sid}`,
    ...Array.from({ length: settings.matchTopics }, (_, k) => `match:${pool[(i * 7 + k * 13) % pool.length]}`),
  ];
  const lastSeq = new Map<string, number>();
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${settings.port}/push`, { skipUTF8Validation: true });
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', id: 1, topics })));
    ws.on('message', (raw) => {
      const text = raw.toString();
      const push = readPush(text);
      if (!push) {
        const frame = JSON.parse(text) as { type: string; seqs: Record<string, number> };
        if (frame.type === 'error') errors++;
        if (frame.type !== 'ack') return;
        for (const [t, s] of Object.entries(frame.seqs)) lastSeq.set(t, s);
        return resolve();
      }
      const before = lastSeq.get(push.topic);
      if (before !== undefined && push.seq !== before + 1 && measuring) gaps++;
      lastSeq.set(push.topic, push.seq);
      if (!measuring) return;
      received++;
      histogram[Math.min(MAX_MS, Math.max(0, Date.now() - push.t))]! += 1;
    });
    ws.on('close', () => {
      closed++;
    });
    ws.on('error', reject);
  });
}

function percentile(p: number): number {
  const total = histogram.reduce((a, b) => a + b, 0);
  let seen = 0;
  for (let ms = 0; ms <= MAX_MS; ms++) {
    seen += histogram[ms]!;
    if (seen >= total * p) return ms;
  }
  return MAX_MS;
}

let next = 0;
const connect = async () => {
  while (next < settings.sockets) await open(next++);
};
await Promise.all(Array.from({ length: settings.connectConcurrency }, connect));
send({ type: 'ready' });

process.on('message', (msg: { type: string }) => {
  if (msg.type === 'measure') {
    measuring = true;
    cpuFrom = process.cpuUsage();
    measuredFrom = performance.now();
  } else if (msg.type === 'report') {
    measuring = false;
    const cpu = process.cpuUsage(cpuFrom);
    const cpuPercent = ((cpu.user + cpu.system) / 1e3 / (performance.now() - measuredFrom)) * 100;
    send({
      type: 'report',
      received,
      gaps,
      closed,
      errors,
      cpuPercent,
      p50: percentile(0.5),
      p99: percentile(0.99),
      max: percentile(1),
    });
  } else if (msg.type === 'stop') {
    process.exit(0);
  }
});
