import { createHmac } from 'node:crypto';
import closeWithGrace from 'close-with-grace';
import fastify from 'fastify';
import { createHttpBetWallet } from './betting/wallet/http-bet-wallet.js';
import { createSportsPlatform } from './platform/create-sports-platform.js';
import { allowCrossOrigin } from './standalone/cors.js';
import { loadStandaloneConfig } from './standalone/standalone-config.js';
import { SportsSettingsError } from './errors.js';

/** `npm run start:sports`: the sports platform alone, `/v1` at the root, tokens through the signed merchant call. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadStandaloneConfig(process.env, process.cwd());
  } catch (err) {
    if (err instanceof SportsSettingsError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // The token key is derived from the merchant secret, so tokens survive a restart and no other signature passes as one.
  const tokenSecret = createHmac('sha256', config.merchantSecret).update('sports-platform-tokens').digest();
  const platform = createSportsPlatform({
    seed: config.seed,
    speed: config.speed,
    pushIntervalMs: config.pushIntervalMs,
    tokenSecret,
    database: config.database,
    merchant: { secret: config.merchantSecret },
    // Members' money moves through the operator's signed seamless-wallet calls, with the same shared secret.
    ...(config.walletUrl
      ? { wallet: createHttpBetWallet({ url: config.walletUrl, secret: config.merchantSecret }) }
      : {}),
  });
  const app = fastify({ logger: { level: config.logLevel } });
  if (!config.walletUrl)
    app.log.warn(
      'SPORTS_WALLET_URL is not set: the platform serves the feed, and betting answers 11 (no operator wallet)',
    );
  allowCrossOrigin(app);
  app.get('/healthz', async () => ({ status: 'ok', resultsBackfilled: platform.recorder.backfilled() }));
  await app.register(platform.plugin);
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });
  await app.listen({ host: config.host, port: config.port });
  const bound = app.server.address();
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  process.stdout.write(
    `\nMatchday sports platform listening at http://${shownHost}:${typeof bound === 'object' && bound ? bound.port : config.port}\n\n`,
  );
}

main().catch((err: unknown) => {
  console.error('The sports platform could not start:', err);
  process.exit(1);
});
