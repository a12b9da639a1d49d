import type { BetWallet } from '@matchday/contract';
import closeWithGrace from 'close-with-grace';
import { loadAppSecret } from './app-secret.js';
import { buildApp } from './app.js';
import { ConfigError, loadConfig, type AppConfig } from './config.js';
import { DEMO_PASSWORD, demoAccounts } from './seed/demo-seed.js';
import type { ResultsDesk } from './results-desk.js';
import type { Mount, SportsAccess } from './sports-access.js';
import type { SportsFeedReader } from './sports-feed.js';

export type { Mount, SportsAccess, SportsGrant, SportsGrantee } from './sports-access.js';
export type { AppConfig } from './config.js';
export type { ResultsDesk } from './results-desk.js';
export {
  marketLinesOf,
  scoreTexts,
  type FeedMatch,
  type FeedMatchDetail,
  type SportsFeedReader,
} from './sports-feed.js';

/** What a launcher adds to the app server: mounted plugins and the sports token port. */
export interface Extension {
  mounts?: Mount[];
  sportsAccess?: SportsAccess;
  /** The embedded platform's matches for live rooms (scripts/embedded-sports-feed.mjs). */
  sportsFeed?: SportsFeedReader;
  /** The embedded platform's results desk for the super admin centre. */
  resultsDesk?: ResultsDesk;
  /**
   * Runs once the app is built, before it listens: hands the launcher what the app made, such as
   * the seamless wallet an embedded sports platform (created before the app) moves money through.
   */
  onBuilt?: (services: { betWallet: BetWallet }) => void;
  /** Runs once the server listens (start simulators, tickers). */
  onListening?: () => void;
  /** Runs when the server closes. */
  onClose?: () => Promise<void>;
}

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
