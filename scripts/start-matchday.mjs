// `npm start`: the app server with the sports platform embedded under its own prefix, in one process.
import { createHmac } from 'node:crypto';
import { runAppServer } from '@matchday/server';
import { createSportsPlatform } from '@matchday/sports';
import { embeddedSportsFeed } from './embedded-sports-feed.mjs';

const SPORTS_PREFIX = '/sports-api';

/** SIM_SPEED (1–600, how fast simulated matches play), SPORTS_SEED (the fixture seed), SPORTS_PUSH_INTERVAL_MS (100–10000, push tick). */
function sportsSettings(env) {
  const speed = Number(env.SIM_SPEED ?? '1');
  const seed = Number(env.SPORTS_SEED ?? '2026');
  const pushIntervalMs = Number(env.SPORTS_PUSH_INTERVAL_MS ?? '1000');
  const problems = [];
  if (!Number.isFinite(speed) || speed < 1 || speed > 600)
    problems.push(`SIM_SPEED must be a number from 1 to 600 (got "${env.SIM_SPEED}")`);
  if (!Number.isSafeInteger(seed)) problems.push(`SPORTS_SEED must be a whole number (got "${env.SPORTS_SEED}")`);
  if (env.SPORTS_DATABASE_URL && !/^postgres(ql)?:\/\//.test(env.SPORTS_DATABASE_URL))
    problems.push('SPORTS_DATABASE_URL must start with postgres:// or postgresql://');
  if (!Number.isInteger(pushIntervalMs) || pushIntervalMs < 100 || pushIntervalMs > 10_000)
    problems.push(
      `SPORTS_PUSH_INTERVAL_MS must be a whole number from 100 to 10000 (got "${env.SPORTS_PUSH_INTERVAL_MS}")`,
    );
  if (problems.length > 0) {
    console.error(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    process.exit(1);
  }
  return { speed, seed, pushIntervalMs };
}

/**
 * The app server's seamless wallet, for a platform created before the app exists: each call waits
 * until `bind` hands over the real one (the app server's `onBuilt`, before it listens).
 */
function forwardingBetWallet() {
  let bind;
  const bound = new Promise((resolve) => (bind = resolve));
  return {
    bind,
    wallet: {
      debit: async (move) => (await bound).debit(move),
      credit: async (move) => (await bound).credit(move),
      balance: async (userId, currency) => (await bound).balance(userId, currency),
    },
  };
}

await runAppServer(({ config, secret }) => {
  // A standalone platform (`npm run start:sports`) is reached through the app server's HTTP adapter instead.
  if (config.sportsPlatform) return {};
  const { speed, seed, pushIntervalMs } = sportsSettings(process.env);
  // The platform signs its tokens with its own key, derived so no other signature can pass as one.
  const tokenSecret = createHmac('sha256', secret).update('sports-platform-tokens').digest();
  // sports.db next to the app's database: ./data/sports.db, or PostgreSQL at SPORTS_DATABASE_URL.
  const database = process.env.SPORTS_DATABASE_URL
    ? { url: process.env.SPORTS_DATABASE_URL }
    : { dataDir: config.dataDir };
  const betWallet = forwardingBetWallet();
  const platform = createSportsPlatform({
    seed,
    speed,
    tokenSecret,
    pushIntervalMs,
    database,
    wallet: betWallet.wallet,
  });
  const siteCurrency = config.site === 'cn' ? 'CNY' : 'VND';
  return {
    mounts: [{ prefix: SPORTS_PREFIX, plugin: platform.plugin }],
    sportsFeed: embeddedSportsFeed(platform.feed),
    onBuilt: ({ betWallet: appWallet }) => betWallet.bind(appWallet),
    // The super admin centre's results desk (apps/server/src/results-desk.ts): the platform's own, called in process.
    resultsDesk: {
      list: (query, lang) => platform.resultsDesk.list(query, lang),
      correct: (change, lang) => platform.resultsDesk.correct(change, lang),
      void: (change, lang) => platform.resultsDesk.void(change, lang),
    },
    sportsAccess: {
      async grant(who, lang) {
        const { token } = platform.tokens.issue({
          userId: who?.userId ?? 0,
          userName: who?.userName ?? 'guest',
          currency: who?.currency ?? siteCurrency,
          lang,
        });
        // Same origin as the web client: the embedded platform answers on this host, whatever name the user typed.
        return {
          token,
          apiServerAddress: SPORTS_PREFIX,
          pcAddress: SPORTS_PREFIX,
          pushServerAddress: `${SPORTS_PREFIX}/push`,
          virtualAddress: `${SPORTS_PREFIX}/virtual`,
        };
      },
    },
  };
}).catch((err) => {
  console.error('Matchday could not start:', err);
  process.exit(1);
});
