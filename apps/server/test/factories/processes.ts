import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** The repository root, where `npm run` scripts run. */
export const ROOT = resolve(import.meta.dirname, '../../../..');

/** A TypeScript entry of the server run from source, as the root package's scripts run it. */
function fromSource(entry: string, env: Record<string, string>) {
  return spawn(process.execPath, ['--conditions=@matchday/source', '--import', 'tsx', entry], {
    cwd: ROOT,
    // Only what the test names: the caller's MODE, DATABASE_URL or DEMO must not leak in.
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'warn', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

export interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run admin:create` with `input` piped to stdin (one answer a line). */
export function adminCreate(env: Record<string, string>, input: string): Promise<Finished> {
  const child = fromSource('apps/server/src/scripts/admin-create.ts', env);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(input);
  return new Promise((ok) => child.on('close', (code) => ok({ code, stdout, stderr })));
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise((ok) => server.close(ok));
  return port;
}

/**
 * Starts the app server alone (`apps/server/src/main.ts`) on a free port until it prints that it
 * runs, then stops it with SIGTERM; what it wrote to stdout (banner and pino log) and stderr. A
 * port another process took meanwhile is retried on a new one.
 */
export async function startAndStop(env: Record<string, string>, timeoutMs = 40_000): Promise<Finished> {
  for (let attempt = 1; ; attempt++) {
    const run = await runUntilListening({ ...env, PORT: String(await freePort()) }, timeoutMs);
    if (attempt < 3 && run.stderr.includes('EADDRINUSE')) continue;
    return run;
  }
}

function runUntilListening(env: Record<string, string>, timeoutMs: number): Promise<Finished> {
  const child = fromSource('apps/server/src/main.ts', env);
  let stdout = '';
  let stderr = '';
  let stopping = false;
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    if (!stopping && stdout.includes('Matchday is running')) {
      stopping = true;
      child.kill('SIGTERM');
    }
  });
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((ok) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      ok({ code, stdout, stderr });
    }),
  );
}
