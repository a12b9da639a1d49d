/** The push bench's server process: the sports push over a synthetic live source, reporting its own cost. */
import { createMemoryBus, type RealtimeBus } from '@matchday/realtime';
import { createSportsTokens } from '../../apps/sports/src/auth/sports-tokens.js';
import { sportsPushPlugin } from '../../apps/sports/src/push/sports-push-plugin.js';
import fastify from 'fastify';
import { syntheticSource, type SyntheticOptions } from './synthetic-source.js';

export interface ServerSettings {
  source: SyntheticOptions;
  intervalMs: number;
}

const settings = JSON.parse(process.argv[2] ?? '{}') as ServerSettings;
const source = syntheticSource(settings.source, Date.now());
const tokens = createSportsTokens({ secret: Buffer.alloc(32, 3), ttlMs: 3600_000 });
// The memory bus the plugin would make, timing each publish against its tick (how long the diff took to reach it).
const memory = createMemoryBus();
let publishLags: number[] = [];
const bus: RealtimeBus = {
  ...memory,
  publish(topic, event, data) {
    publishLags.push(Date.now() - (data as { t: number }).t);
    return memory.publish(topic, event, data);
  },
};
const app = fastify({ logger: false });
// Every bench socket comes from this host's one address: lift the per-address cap (issue 17 #7).
await app.register(sportsPushPlugin, {
  source,
  tokens,
  intervalMs: settings.intervalMs,
  bus,
  caps: { perAddress: 1_000_000 },
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const send = (msg: object) => process.send?.(msg);

let peakRss = process.memoryUsage().rss;
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 200).unref();

const lagAt = (p: number) => publishLags.sort((a, b) => a - b)[Math.floor((publishLags.length - 1) * p)] ?? 0;

let window: { cpu: NodeJS.CpuUsage; at: number; changes: number } | null = null;
process.on('message', (msg: { type: string }) => {
  if (msg.type === 'measure') {
    window = { cpu: process.cpuUsage(), at: performance.now(), changes: source.changes() };
    publishLags = [];
  } else if (msg.type === 'report' && window) {
    const cpu = process.cpuUsage(window.cpu);
    const seconds = (performance.now() - window.at) / 1000;
    send({
      type: 'report',
      peakRssMb: peakRss / 2 ** 20,
      rssMb: process.memoryUsage().rss / 2 ** 20,
      cpuPercent: ((cpu.user + cpu.system) / 1e6 / seconds) * 100,
      changesPerSecond: (source.changes() - window.changes) / seconds,
      publishLagP50: lagAt(0.5),
      publishLagP99: lagAt(0.99),
    });
  } else if (msg.type === 'stop') {
    void app.close().then(() => process.exit(0));
  }
});
send({ type: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
