import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker folds each file's WAL back into the database. */
const CHECKPOINT_EVERY_MS = 250;
/**
 * The writer's own automatic checkpoint, now only a safety net (pages, ~200 MB of WAL): it runs on
 * the event loop, where a 40 MB checkpoint stalled every request for tens of milliseconds.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 50_000;

// Runs in the worker: one connection per file, PASSIVE checkpoints (never block the writer). A file it
// cannot open or checkpoint is left to the writer's fallback, which still bounds its WAL.
const workerSource = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.sqlitePath);
const open = new Map();
parentPort.on('message', (m) => {
  if (m.type === 'add' && !open.has(m.file)) {
    try {
      const db = new Database(m.file);
      db.pragma('busy_timeout = 1000');
      db.pragma('synchronous = FULL');
      open.set(m.file, db);
    } catch {}
  }
  if (m.type === 'remove') {
    const db = open.get(m.file);
    open.delete(m.file);
    try { db && db.close(); } catch {}
    if (open.size === 0) { clearInterval(timer); parentPort.close(); }
  }
});
const timer = setInterval(() => {
  for (const db of open.values()) {
    try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
  }
}, workerData.everyMs);
`;

let worker: Worker | null = null;
let files = 0;

function theWorker(): Worker {
  if (!worker) {
    const sqlitePath = createRequire(import.meta.url).resolve('better-sqlite3');
    worker = new Worker(workerSource, { eval: true, workerData: { sqlitePath, everyMs: CHECKPOINT_EVERY_MS } });
    worker.unref();
    // Should the worker die, its files fall back to the writer's own checkpoint; new files get a new worker.
    worker.on('error', () => (worker = null));
  }
  return worker;
}

/**
 * Checkpoints a SQLite file's WAL from a worker thread (one for the process, one connection per
 * file), so the writer on the event loop never copies pages into the database or waits for that
 * fsync. Answers the function that stops it (before the writer closes).
 */
export function checkpointInBackground(file: string): () => void {
  const w = theWorker();
  w.postMessage({ type: 'add', file });
  files += 1;
  return () => {
    // The worker ends by itself once it holds no file; a later database starts a new one.
    w.postMessage({ type: 'remove', file });
    files -= 1;
    if (files === 0 && worker === w) worker = null;
  };
}
