import closeWithGrace from 'close-with-grace';
import { loadAppSecret } from './app-secret.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import type { Extension } from './extension.js';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-seed.js';

export type { AppConfig } from './config.js';
// A launcher's side of the sports platform's ports is typed by the contract (SportsAccess, SportsFeedReader, ResultsDesk, BetWallet).
export type { Extension, Mount } from './extension.js';

const roleLabel = { member: 'member', anchor: 'anchor', admin: 'super admin' } as const;

/** Printed on every prod start with DEMO=on, to stderr and the log. */
export const PROD_DEMO_WARNING =
  'WARNING: MODE=prod with DEMO=on: demo logins with the published password, demo balances and rooms are seeded; unset DEMO before real users arrive';

/**
 * Starts the app server from the environment, with what a launcher adds (the embedded sports
 * platform in `npm start`), prints the URL and demo logins, and shuts down gracefully.
 */
export async function runAppServer(
  extend?: (ctx: { config: AppConfig; secret: Buffer }) => Extension | Promise<Extension>,
): Promise<void> {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const demoInProd = config.mode === 'prod' && config.demo;
  if (demoInProd) console.error(PROD_DEMO_WARNING);
  const extension = extend
    ? await extend({ config, secret: loadAppSecret({ envSecret: config.appSecret, dataDir: config.dataDir }) })
    : {};
  const app = await buildApp(config, {
    ...(extension.mounts ? { mounts: extension.mounts } : {}),
    ...(extension.sportsAccess ? { sportsAccess: extension.sportsAccess } : {}),
    ...(extension.sportsFeed ? { sportsFeed: extension.sportsFeed } : {}),
    ...(extension.resultsDesk ? { resultsDesk: extension.resultsDesk } : {}),
    ...(extension.sportsMaintenance ? { sportsMaintenance: extension.sportsMaintenance } : {}),
  });
  if (demoInProd) app.log.warn(PROD_DEMO_WARNING);
  if (extension.onClose) app.addHook('onClose', extension.onClose);
  extension.onBuilt?.({ betWallet: app.services.betWallet, gameWallet: app.services.gameWallet });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ host: config.host, port: config.port });
  extension.onListening?.();
  const logins = demoAccounts.map((a) => `${a.userName} (${roleLabel[a.role]})`).join(', ');
  const who = config.demo
    ? `Demo logins (password ${DEMO_PASSWORD}): ${logins}`
    : 'No demo logins: `npm run admin:create` creates a super admin (docs/operations.md)';
  process.stdout.write(`\nMatchday is running at ${config.publicUrl}\n${who}\n\n`);
}
