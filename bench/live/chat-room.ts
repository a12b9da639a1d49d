/**
 * The live bench's chat process: `sockets` guests on /ws subscribed to `room:{streamId}`, and the
 * seeded members posting `rate` lines a second through `/api/live/chat/send`. Each line carries
 * its send time; sampled sockets parse every batch and time each line from send to receipt, the
 * rest count frames (parsing all 5,000 would make this process, not the server, the bottleneck).
 */
import WebSocket from 'ws';

export interface ChatRoomSettings {
  port: number;
  streamId: number;
  sockets: number;
  /** Every `sampleEvery`-th socket parses and times lines. */
  sampleEvery: number;
  rate: number;
  seconds: number;
  posters: { token: string; sig: string }[];
}
export interface ChatRoomReport {
  type: 'report';
  subscribed: number;
  closed: number;
  posted: number;
  refused: number;
  /** Lines seen per sampled socket, on average, of those posted. */
  deliveredShare: number;
  dropped: number;
  /** Send → receipt per line, and the part after the server stamped it (`at` → receipt: batching and fan-out). */
  latencies: number[];
  fanOut: number[];
  /** Post round trips (request → envelope), ms. */
  postRtt: number[];
  /** Refusal codes and how often. */
  refusals: Record<string, number>;
  cpuPercent: number;
}

// Over IPC, not argv: a thousand posters' tokens and tickets pass the argument size limit.
const settings = await new Promise<ChatRoomSettings>((resolve) =>
  process.once('message', (msg: { settings: ChatRoomSettings }) => resolve(msg.settings)),
);
const send = (msg: object) => process.send?.(msg);
const base = `127.0.0.1:${settings.port}`;
const topic = `room:${settings.streamId}`;
const sockets: WebSocket[] = [];
const sampledSeen: number[] = [];
const latencies: number[] = [];
const fanOut: number[] = [];
const refusals: Record<string, number> = {};
const postRtt: number[] = [];
let subscribed = 0;
let closed = 0;
let dropped = 0;
let posting = false;

function join(index: number): Promise<void> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://${base}/ws`, { perMessageDeflate: false });
    sockets.push(ws);
    const sample = index % settings.sampleEvery === 0 ? sampledSeen.push(0) - 1 : -1;
    let acked = false;
    ws.on('open', () => ws.send(JSON.stringify({ type: 'subscribe', id: 1, topics: [topic] })));
    ws.on('message', (raw: Buffer) => {
      if (acked && sample < 0) return;
      const frame = JSON.parse(raw.toString()) as {
        type: string;
        event?: string;
        data?: { messages: { text: string; at: number }[]; dropped: number };
      };
      if (frame.type === 'ack' && !acked) {
        acked = true;
        subscribed++;
        resolve();
      } else if (frame.type === 'push' && frame.event === 'chat' && sample >= 0 && posting) {
        const now = Date.now();
        // Every socket gets the same batches: count the batcher's drops once.
        if (sample === 0) dropped += frame.data!.dropped;
        for (const m of frame.data!.messages) {
          const sentAt = Number(/^bench (\d+)/.exec(m.text)?.[1]);
          if (!sentAt) continue;
          latencies.push(now - sentAt);
          fanOut.push(now - m.at);
          sampledSeen[sample]!++;
        }
      }
    });
    ws.on('close', () => closed++);
    ws.on('error', () => resolve());
  });
}

for (let i = 0; i < settings.sockets; i += 100) {
  await Promise.all(Array.from({ length: Math.min(100, settings.sockets - i) }, (_, k) => join(i + k)));
}
send({ type: 'ready', subscribed });

/** Posts `rate` lines a second, round-robin over the members (each stays within 1 line/s and 20 per 30 s). */
async function postFor(seconds: number) {
  let posted = 0;
  let refused = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  const total = settings.rate * seconds;
  for (let n = 0; n < total; n++) {
    const due = start + (n * 1000) / settings.rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const poster = settings.posters[n % settings.posters.length]!;
    const sentAt = Date.now();
    inFlight.push(
      fetch(`http://${base}/api/live/chat/send`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: poster.token, language: 'en' },
        body: JSON.stringify({ streamId: settings.streamId, sig: poster.sig, text: `bench ${sentAt} go team` }),
      })
        .then(async (res) => (await res.json()) as { code: number; msg: string })
        .then(
          (body) => {
            postRtt.push(Date.now() - sentAt);
            if (body.code === 200) return void posted++;
            refused++;
            refusals[`${body.code} ${body.msg}`] = (refusals[`${body.code} ${body.msg}`] ?? 0) + 1;
          },
          (err: Error) => {
            refused++;
            refusals[err.message] = (refusals[err.message] ?? 0) + 1;
          },
        ),
    );
  }
  await Promise.all(inFlight);
  return { posted, refused };
}

process.on('message', (msg: { type: string }) => {
  if (msg.type === 'measure') {
    posting = true;
    const cpu = process.cpuUsage();
    const at = performance.now();
    void postFor(settings.seconds).then(async ({ posted, refused }) => {
      // The last lines' batch leaves within 250 ms; give them a second to arrive.
      await new Promise((r) => setTimeout(r, 1000));
      const used = process.cpuUsage(cpu);
      const report: ChatRoomReport = {
        type: 'report',
        subscribed,
        closed,
        posted,
        refused,
        deliveredShare: sampledSeen.reduce((a, b) => a + b, 0) / Math.max(1, sampledSeen.length) / Math.max(1, posted),
        dropped,
        latencies,
        fanOut,
        postRtt,
        refusals,
        cpuPercent: ((used.user + used.system) / 1e6 / ((performance.now() - at) / 1000)) * 100,
      };
      send(report);
    });
  } else if (msg.type === 'stop') {
    for (const ws of sockets) ws.terminate();
    process.exit(0);
  }
});
