import { createHmac } from 'node:crypto';
import { siteProfile } from '@matchday/core';
import type { AppConfig, Extension } from '@matchday/server';
import {
  createSportsPlatform,
  embeddedResultsDesk,
  embeddedSportsAccess,
  embeddedSportsFeed,
  embeddedSportsMaintenance,
  forwardingBetWallet,
  readSportsSettings,
} from '@matchday/sports';
import type { Environment } from '@matchday/sports';

/** Where the embedded platform answers, on the app's own origin. */
export const SPORTS_PREFIX = '/sports-api';

/**
 * What `npm start` adds to the app server: the sports platform mounted at `/sports-api`, its
 * in-process ports (tokens, the live rooms' feed, the results desk, the maintenance windows), and the app's wallet handed
 * to it once the app is built. Nothing when SPORTS_PLATFORM_URL links a standalone platform: the
 * app server reaches that one through its HTTP adapters. Bad settings throw `SportsSettingsError`.
 */
export function embeddedSports(
  config: Pick<AppConfig, 'sportsPlatform' | 'dataDir' | 'site' | 'demo'>,
  appSecret: Buffer,
  env: Environment,
): Extension {
  if (config.sportsPlatform) return {};
  const settings = readSportsSettings(env);
  // The platform signs its tokens with its own key, derived so no other signature can pass as one.
  const tokenSecret = createHmac('sha256', appSecret).update('sports-platform-tokens').digest();
  // The platform exists before the app whose wallet it moves money through: bound in onBuilt.
  const wallet = forwardingBetWallet();
  const platform = createSportsPlatform({
    seed: settings.seed,
    speed: settings.speed,
    pushIntervalMs: settings.pushIntervalMs,
    tokenSecret,
    // sports.db next to the app's database (./data/sports.db), or PostgreSQL at SPORTS_DATABASE_URL.
    database: settings.databaseUrl ? { url: settings.databaseUrl } : { dataDir: config.dataDir },
    wallet: wallet.wallet,
    // The demo operator notices are demo content: none in prod without DEMO=on.
    demoBulletins: config.demo,
  });
  return {
    mounts: [{ prefix: SPORTS_PREFIX, plugin: platform.plugin }],
    sportsAccess: embeddedSportsAccess(platform, {
      prefix: SPORTS_PREFIX,
      guestCurrency: siteProfile(config.site).currency,
    }),
    sportsFeed: embeddedSportsFeed(platform),
    resultsDesk: embeddedResultsDesk(platform),
    sportsMaintenance: embeddedSportsMaintenance(platform),
    onBuilt: ({ betWallet }) => wallet.bind(betWallet),
  };
}
