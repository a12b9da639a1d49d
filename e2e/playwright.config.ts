import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * End-to-end: Debian's chromium (never a downloaded browser) against the built app started the
 * way `npm start` runs it, on a fresh data directory. `.ci/run` builds first.
 */
const port = Number(process.env.E2E_PORT ?? 18080);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'matchday-e2e-'));
/**
 * Betting runs on a second server with matches played 10× faster (SIM_SPEED), so a live match
 * ends, settles and pays within the test; the rest needs real-time play (live soccer and
 * basketball at every hour), so it keeps the first.
 */
const betsPort = port + 10;
const betsDataDir = mkdtempSync(join(tmpdir(), 'matchday-e2e-bets-'));
const BETTING_SPECS = ['bets.spec.ts', 'phone-slip.spec.ts'];
/** MODE=prod runs on a third port: prod.spec.ts starts it itself, after making its admin with `npm run admin:create`. */
const prodPort = port + 20;
const PROD_SPECS = ['prod.spec.ts'];

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: '../.ci-out/e2e.json' }]],
  projects: [
    { name: 'main', testIgnore: [...BETTING_SPECS, ...PROD_SPECS], use: { baseURL: `http://127.0.0.1:${port}` } },
    { name: 'betting', testMatch: BETTING_SPECS, use: { baseURL: `http://127.0.0.1:${betsPort}` } },
    { name: 'prod', testMatch: PROD_SPECS, use: { baseURL: `http://127.0.0.1:${prodPort}` } },
  ],
  use: {
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node apps/matchday/dist/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${port}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      // Every test registers from 127.0.0.1: one address makes more accounts in a run than a real one may in an hour.
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        MODE: 'test',
        LOG_LEVEL: 'warn',
        REGISTRATIONS_PER_ADDRESS: '100',
      },
    },
    {
      command: 'node apps/matchday/dist/main.js',
      cwd: '..',
      url: `http://127.0.0.1:${betsPort}/healthz`,
      timeout: 60_000,
      reuseExistingServer: false,
      env: {
        PORT: String(betsPort),
        HOST: '127.0.0.1',
        DATA_DIR: betsDataDir,
        MODE: 'test',
        LOG_LEVEL: 'warn',
        SIM_SPEED: '10',
      },
    },
  ],
});
