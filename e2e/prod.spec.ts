import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { openAuthDialog } from './support';

/**
 * The built product in MODE=prod (issue 17 #1, #9), on its own port and data directory: the
 * required configuration (strong secrets, an HTTP SMS gateway, a real payment provider, both
 * stand-ins on this machine), the first super admin made by `npm run admin:create` before the
 * start, and no demo login.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const ADMIN = 'opsadmin01';
const PASSWORD = 'Kick0ff#Prod';

let standIn: Server | undefined;
let server: ChildProcess | undefined;
let serverOutput = '';
let dataDir = '';
/** One local HTTP stand-in for the SMS provider and the hosted payment page: this test sends no SMS and pays nothing. */
async function startStandIn(): Promise<string> {
  standIn = createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
  });
  await new Promise<void>((ok) => standIn!.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
}

function prodEnv(standInUrl: string): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    MODE: 'prod',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    APP_SECRET: '5c0d9e2a7f1b4c8e3a6d0f2b9e5c1a7d4f8b2e6a0c3d7f1b5e9a2c6d0f4b8e1a',
    SMS_GATEWAY: 'http',
    SMS_HTTP_URL: `${standInUrl}/sms`,
    SMS_HTTP_TOKEN: 'e2e-sms-token',
    PAYMENT_PROVIDER: 'hosted',
    PAYMENT_HOSTED_URL: `${standInUrl}/pay`,
    PAYMENT_HOSTED_STATUS_URL: `${standInUrl}/status`,
    PAYMENT_HOSTED_MERCHANT_ID: 'matchday-e2e',
    PAYMENT_HOSTED_SECRET: '9b3e7a1d5f0c4b8e2a6d9f3c7e1b5a0d4c8f2e6b',
    DATA_KEY: '2b7e4f9a1c6d3e8b0f5a2c7e9d4b1f6a3c8e0d5b2f7a4c9e1b6d3f8a0c5e2b79',
  };
}

/** `npm run admin:create` with the user name and the password (twice) piped, as automation would. */
function adminCreate(env: Record<string, string>): Promise<string> {
  const child = spawn('npm', ['run', '-s', 'admin:create'], { cwd: ROOT, env, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdin.end(`${ADMIN}\n${PASSWORD}\n${PASSWORD}\n`);
  return new Promise((ok, fail) =>
    child.on('close', (code) => (code === 0 ? ok(output) : fail(new Error(`admin:create exited ${code}:\n${output}`)))),
  );
}

/** `node apps/matchday/dist/main.js` (what `npm start` runs once built), until /healthz answers. */
async function startProd(env: Record<string, string>, port: number): Promise<void> {
  server = spawn('node', ['apps/matchday/dist/main.js'], {
    cwd: ROOT,
    env: { ...env, HOST: '127.0.0.1', PORT: String(port), RTMP_PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  await expect(async () => {
    expect(server?.exitCode, serverOutput).toBeNull();
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).ok).toBe(true);
  }).toPass({ timeout: 60_000 });
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(`${tmpdir()}/matchday-e2e-prod-`);
  const port = Number(new URL(test.info().project.use.baseURL!).port);
  // Prod needs its public address; plain http passes only on a loopback host like this one.
  const env = { ...prodEnv(await startStandIn()), PUBLIC_URL: `http://127.0.0.1:${port}` };
  expect(await adminCreate(env)).toContain(`Created super admin "${ADMIN}"`);
  await startProd(env, port);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((ok) => server!.once('exit', ok));
    server.kill('SIGTERM');
    await exited;
  }
  await new Promise((ok) => (standIn ? standIn.close(ok) : ok(undefined)));
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('#1 #2 prod starts without demo logins or sandbox page: admin01 / Demo#2026 is refused, the admin made by admin:create logs in', async ({
  page,
}) => {
  expect(serverOutput).toContain('No demo logins');
  expect(serverOutput).not.toContain('Demo#2026');
  // No sandbox payment page to pay oneself with: its address answers not found, and so does a decision posted to it.
  const sandbox = await page.request.get('/sandbox/pay/SBX0123456789ABCDEF01?lang=en');
  expect(sandbox.status()).toBe(404);
  expect(await sandbox.json()).toMatchObject({ code: 10301, data: null });
  const paid = await page.request.post('/sandbox/pay/SBX0123456789ABCDEF01', { form: { decision: 'paid' } });
  expect(paid.status()).toBe(404);

  await page.goto('/?lang=en');
  const dialog = await openAuthDialog(page, 'Account');
  await dialog.getByLabel('User name').fill('admin01');
  await dialog.getByLabel('Password').fill('Demo#2026');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The user name or password is wrong.');
  await expect(page.getByRole('banner').getByText('admin01')).toHaveCount(0);

  await dialog.getByLabel('User name').fill(ADMIN);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByText(ADMIN)).toBeVisible();
  // A super admin: the admin centre opens and lists the one user there is.
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByLabel('Search by user name or id').fill(ADMIN);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId(`user-${ADMIN}`)).toBeVisible();
});
