/** The live bench's comparison process: node-media-server's own `NodeMediaServer`, RTMP in and HTTP-FLV out, nothing else. */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface NmsAloneSettings {
  rtmpPort: number;
  httpPort: number;
}

interface NodeMediaServer {
  run(): Promise<void> | void;
}
const require = createRequire(import.meta.url);
const NodeMediaServerClass = require('node-media-server') as new (config: object) => NodeMediaServer;

const settings = JSON.parse(process.argv[2] ?? '{}') as NmsAloneSettings;
// Its JSON store would otherwise land in ./data of the working directory.
const storeDir = mkdtempSync(join(tmpdir(), 'md-nms-bench-'));
const nms = new NodeMediaServerClass({
  bind: '127.0.0.1',
  rtmp: { port: settings.rtmpPort },
  http: { port: settings.httpPort },
  store: { path: storeDir },
  webadmin: { enable: false },
});
await nms.run();
process.on('message', (msg: { type: string }) => {
  if (msg.type !== 'stop') return;
  rmSync(storeDir, { recursive: true, force: true });
  process.exit(0);
});
process.send?.({ type: 'ready' });
