/** The live bench's app process: the real server (SQLite in a temp dir, embedded media server), one stream and chat members seeded. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.js';
import { loadConfig } from '../../apps/server/src/config.js';
import { testCost } from '../../apps/server/src/modules/account/password.js';
import { listenOnLoopback, seedBenchMember, stopBenchApp } from '../bench-app.js';

export interface AppServerSettings {
  /** Chat members to seed; each posts at most one line every few seconds (the per-user rate limit). */
  members: number;
}
export interface AppServerReady {
  type: 'ready';
  port: number;
  publishUrl: string;
  streamId: number;
  /** One `{token, sig}` per seeded member, for `/api/live/chat/send`. */
  posters: { token: string; sig: string }[];
}

const settings = JSON.parse(process.argv[2] ?? '{}') as AppServerSettings;
const dataDir = mkdtempSync(join(tmpdir(), 'md-live-bench-'));
// Every bench player and socket comes from this host's one address: lift the per-address caps (issue 17 #7).
const env = { WS_MAX_SOCKETS_PER_ADDRESS: '1000000', LIVE_MAX_PLAYERS_PER_ADDRESS: '1000000' };
const app = await buildApp(loadConfig({ DATA_DIR: dataDir, MODE: 'test', LOG_LEVEL: 'silent', ...env }), {
  logger: false,
  passwordCost: testCost,
  webDist: join(dataDir, 'no-web'),
});
const port = await listenOnLoopback(app);

async function call(method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const res = await app.inject({
    method,
    url,
    headers: { authorization: token, language: 'en' },
    ...(payload ? { payload } : {}),
  });
  const body = res.json<{ code: number; data: unknown }>();
  if (res.statusCode !== 200 || body.code !== 200) throw new Error(`${url} answered ${res.statusCode} ${res.body}`);
  return body.data;
}

const anchor = await app.services.db
  .selectFrom('users')
  .select('id')
  .where('userName', '=', 'anchor01')
  .executeTakeFirstOrThrow();
const anchorToken = (await app.services.sessions.open(anchor.id, null)).token;
const stream = (await call('POST', '/api/live/stream/save', anchorToken, { title: 'Bench night' })) as {
  id: number;
  ingest: { publishUrl: string };
};

const posters: AppServerReady['posters'] = [];
for (let i = 0; i < settings.members; i++) {
  const id = await seedBenchMember(app, `bench${String(i).padStart(4, '0')}`);
  const { token } = await app.services.sessions.open(id, null);
  const { sig } = (await call('GET', `/api/live/chatroom/getSig/${stream.id}`, token)) as { sig: string };
  posters.push({ token, sig });
}

process.on('message', (msg: { type: string }) => {
  if (msg.type === 'stop') stopBenchApp(app, dataDir);
});
const ready: AppServerReady = {
  type: 'ready',
  port,
  publishUrl: stream.ingest.publishUrl.replace('//localhost:', '//127.0.0.1:'),
  streamId: stream.id,
  posters,
};
process.send?.(ready);
