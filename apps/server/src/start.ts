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
  const extension = extend
    ? await extend({ config, secret: loadAppSecret({ envSecret: config.appSecret, dataDir: config.dataDir }) })
    : {};
  const app = await buildApp(config, {
    ...(extension.mounts ? { mounts: extension.mounts } : {}),
    ...(extension.sportsAccess ? { sportsAccess: extension.sportsAccess } : {}),
    ...(extension.sportsFeed ? { sportsFeed: extension.sportsFeed } : {}),
    ...(extension.resultsDesk ? { resultsDesk: extension.resultsDesk } : {}),
  });
  if (extension.onClose) app.addHook('onClose', extension.onClose);
  extension.onBuilt?.({ betWallet: app.services.betWallet });
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ host: config.host, port: config.port });
  extension.onListening?.();
  const logins = demoAccounts.map((a) => `${a.userName} (${roleLabel[a.role]})`).join(', ');
  process.stdout.write(
    `\nMatchday is running at ${config.publicUrl}\nDemo logins (password ${DEMO_PASSWORD}): ${logins}\n\n`,
  );
}
