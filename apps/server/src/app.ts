import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { appEndpoints } from '@matchday/contract';
import { siteProfile } from '@matchday/core';
import { pingDatabase } from '@matchday/database';
import { createRealtimeBus, realtimePlugin } from '@matchday/realtime';
import type { FastifyInstance } from 'fastify';
import type { BuildOptions } from './app-options.js';
import { loadAppSecret } from './app-secret.js';
import { createAttemptLimiter } from './attempts/attempt-limiter.js';
import type { AppConfig } from './config.js';
import { createDatabase, migrateToLatest } from './db/database.js';
import { registerApiDocs } from './http/api-docs.js';
import { createFastifyApp, installHttpBasics } from './http/fastify-app.js';
import { registerEndpoint, type EndpointOwner, type RegistrarDeps } from './http/register-endpoint.js';
import { createAccountModule } from './modules/account/index.js';
import { createAdminModule } from './modules/admin/index.js';
import { createAuthModule } from './modules/auth/index.js';
import { createGameWalletModule } from './modules/game-wallet/index.js';
import { createLiveModule } from './modules/live/index.js';
import { createLiveChatModule } from './modules/live-chat/index.js';
import { createLiveGiftsModule } from './modules/live-gifts/index.js';
import { createLiveRoomsModule } from './modules/live-rooms/index.js';
import { createModerationModule } from './modules/moderation/index.js';
import { createOperationModule, type PlatformWindow } from './modules/operation/index.js';
import { createPaymentsModule } from './modules/payments/index.js';
import { createPresenterModule } from './modules/presenter/index.js';
import { createResponsibleGamblingModule } from './modules/responsible-gambling/index.js';
import { createSessionModule } from './modules/session/index.js';
import { createSmsModule } from './modules/sms/index.js';
import { createSportsPlatformModule } from './modules/sports-platform/index.js';
import { createWalletModule } from './modules/wallet/index.js';
import { seedDemo } from './seed/demo-seed.js';
import { serveWebClient } from './web/web-client.js';

const here = dirname(fileURLToPath(import.meta.url));
const defaultWebDist = resolve(here, '..', '..', 'web', 'dist');

export type { AppServices, BuildOptions } from './app-options.js';

/** A module's lifecycle: `onReady` runs before the app listens, `onClose` when it closes. */
interface Lifecycle {
  onReady?: () => Promise<void>;
  onClose?: () => Promise<void>;
}

/**
 * Builds the app server: plugins, then each module after those it depends on, then their
 * endpoints, then the realtime, media and web tail. Modules are made in dependency order and
 * onClose hooks run last-registered first, so a module closes before what it depends on.
 */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = createFastifyApp({
    logLevel: config.logLevel,
    logger: opts.logger,
    logStream: opts.logStream,
    trustProxy: config.attempts.trustProxy,
  });
  const use = <M extends Lifecycle>(module: M): M => {
    if (module.onReady) app.addHook('onReady', module.onReady);
    if (module.onClose) app.addHook('onClose', module.onClose);
    return module;
  };
  const site = siteProfile(config.site);
  const secret = loadAppSecret({ envSecret: config.appSecret, dataDir: config.dataDir });
  const logger = app.log;

  // Plugins: the database, the bus, the attempt limiter, and what every route shares.
  const db = createDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    ...(opts.pgSchema ? { schema: opts.pgSchema } : {}),
  });
  app.addHook('onClose', async () => db.destroy());
  await migrateToLatest(db);
  const bus = await createRealtimeBus({
    redisUrl: config.redisUrl,
    logger,
    ...(opts.realtimeChannelPrefix ? { channelPrefix: opts.realtimeChannelPrefix } : {}),
  });
  app.addHook('onClose', async () => bus.close());
  const attempts = createAttemptLimiter({ redisUrl: config.redisUrl });
  app.addHook('onClose', async () => attempts.close());
  await installHttpBasics(app, {
    site: config.site,
    // Players fetch video from an external SRS when MEDIA_SERVER=srs; the embedded server is same-origin.
    mediaOrigins: config.live.srs ? [new URL(config.live.srs.playbackUrl).origin] : [],
    connectOrigins: config.sportsPlatform ? [new URL(config.sportsPlatform.publicUrl).origin] : [],
    https: config.publicUrl.startsWith('https:'),
    pingDatabase: () => pingDatabase(db),
  });

  // Modules, each after those it depends on.
  const session = createSessionModule({
    db,
    secret,
    bus,
    onError: (err) => logger.warn({ err }, 'ended session not announced'),
  });
  const { sessions } = session;
  const operation = createOperationModule({ db, bus, publicUrl: config.publicUrl, siteLanguage: site.language });
  const sms = createSmsModule({ db, config, limiter: attempts, logger });
  const account = createAccountModule({
    db,
    secret,
    sessions,
    smsCodes: sms.codes,
    limiter: attempts,
    operations: operation.operations,
    passwordCost: opts.passwordCost,
  });
  const { accounts } = account;
  const moderation = createModerationModule({ db, accounts, sessions });
  const wallet = use(createWalletModule({ db, bus, logger, accounts }));
  const gambling = createResponsibleGamblingModule({ db, wallet: wallet.wallet, sessions, timeZone: site.timeZone });
  // Features that stake, play or gift use this one: it enforces breaks, exclusions and limits.
  const { guardedWallet } = gambling;
  const payments = use(
    createPaymentsModule({
      db,
      wallet: wallet.wallet,
      controls: gambling.controls,
      secret,
      app,
      logger,
      settings: config.payments,
      publicUrl: config.publicUrl,
      site: config.site,
    }),
  );
  const admin = createAdminModule({
    db,
    accounts,
    wallet: wallet.wallet,
    verifyLedger: wallet.verify,
    withdrawals: payments.withdrawals,
    refunds: payments.refunds,
    operations: operation.operations,
  });
  // After admin: an operator's unlock is recorded in its audit trail.
  const auth = createAuthModule({
    account,
    sessions,
    smsCodes: sms.codes,
    limiter: attempts,
    registrationsPerHour: config.attempts.registrationsPerHour,
    registrationsPerAddress: config.attempts.registrationsPerAddress,
    bans: moderation.bans,
    defaultCurrency: site.currency,
    audit: admin.audit,
    secureCookies: config.publicUrl.startsWith('https:'),
  });
  const sports = use(
    createSportsPlatformModule({
      db,
      link: config.sportsPlatform,
      embedded: {
        access: opts.sportsAccess,
        feed: opts.sportsFeed,
        resultsDesk: opts.resultsDesk,
        maintenance: opts.sportsMaintenance,
      },
      wallet: guardedWallet,
      accounts,
      sessions,
      audit: admin.audit,
      site,
      logger,
    }),
  );
  // The sports platform answers code 8 inside the app's site and sports windows: it hears each change and, at start, the list.
  const tellPlatform = (windows: PlatformWindow[]) =>
    sports.maintenance?.setWindows(windows).catch((err) => logger.warn({ err }, 'maintenance windows not delivered'));
  operation.operations.onWindowsChange((windows) => void tellPlatform(windows));
  operation.operations.onAnnounce(
    (notice) =>
      void sports.maintenance
        ?.announce(notice)
        .catch((err) => logger.warn({ err }, 'maintenance bulletin not delivered')),
  );
  app.addHook('onReady', async () => void (await tellPlatform(await operation.operations.platformWindows())));
  const games = use(
    createGameWalletModule({
      db,
      wallet: guardedWallet,
      accounts,
      sessions,
      providers: config.gameProviders,
    }),
  );
  const live = use(await createLiveModule({ config, db, bus, logger, secret }));
  const gifts = use(
    createLiveGiftsModule({
      db,
      wallet: guardedWallet,
      streams: live.streams,
      accounts,
      bus,
      logger,
      visitorCurrency: site.currency,
    }),
  );
  const liveRooms = use(
    createLiveRoomsModule({
      db,
      wallet: guardedWallet,
      live,
      feed: sports.feed,
      gifts,
      bets: sports,
      bans: moderation.bans,
      bus,
      logger,
      preferredLine: config.live.preferredLine,
    }),
  );
  const presenter = createPresenterModule({ db, streams: live.streams, accounts });
  const liveChat = use(
    createLiveChatModule({
      db,
      secret,
      redisUrl: config.redisUrl,
      bus,
      bans: moderation.bans,
      streams: live.streams,
      accounts,
      logger,
    }),
  );

  // The gift catalogue is product data (the web draws each gift by its code; no call edits it): every mode gets it.
  if (opts.seed !== false) await gifts.seedDemo();
  // Demo logins, balances, rooms and notices: never in prod unless DEMO=on (config.demo).
  if (opts.seed !== false && config.demo)
    await seedDemo({
      accounts,
      passwords: account.passwords,
      operations: operation.operations,
      wallet: wallet.wallet,
      live,
    });
  app.decorate('services', {
    db,
    bus,
    sessions,
    operations: operation.operations,
    attempts,
    wallet: guardedWallet,
    controls: gambling.controls,
    sandbox: payments.sandbox,
    live: live.streams,
    betWallet: sports.betWallet,
    gameWallet: games.inHouse,
    gameWalletOf: games.walletOf,
  });

  // Every contract endpoint, inside /api's registrar.
  const registrar: RegistrarDeps = { config, callers: sessions, registered: new Set() };
  const owners: EndpointOwner[] = [
    operation,
    account,
    moderation,
    auth,
    wallet,
    gambling,
    payments,
    admin,
    sports,
    live,
    gifts,
    liveRooms,
    presenter,
    liveChat,
  ];
  await app.register(async (api) => {
    for (const owner of owners) owner.registerEndpoints(api, registrar);
    // Endpoints whose feature has not landed still check roles and input, then answer featureUnavailable.
    for (const e of appEndpoints) if (!registrar.registered.has(e)) registerEndpoint(api, registrar, e);
  });

  // The tail: developer pages, the realtime socket, media, the payment page, the platform's wallet calls, mounts, the SPA.
  if (config.mode !== 'prod') await registerApiDocs(app, config.publicUrl);
  sms.registerRootRoutes(app);
  let stopSessionEnds: Promise<() => void> | null = null;
  app.addHook('onClose', async () => (await stopSessionEnds)?.());
  await app.register(realtimePlugin, {
    bus,
    authenticate: async (token) => {
      const check = await sessions.check(token);
      return check.kind === 'valid' ? { userId: check.caller.userId, role: check.caller.role } : null;
    },
    // A paid room's topic only for those the rooms admit; a ban or a new fee judges sockets again.
    admit: liveRooms.roomTopics.admit,
    // A ban or a new fee judges sockets' topics again; an ended session also their token.
    accessChanges: (recheck) => {
      liveRooms.roomTopics.accessChanges(recheck);
      stopSessionEnds = session.endedSessions(recheck);
    },
    caps: config.connections.sockets,
  });
  await live.registerRootRoutes(app);
  await payments.registerRootRoutes(app);
  await sports.registerRootRoutes(app);
  await games.registerRootRoutes(app);
  for (const m of opts.mounts ?? []) await app.register(m.plugin, { ...m.options, prefix: m.prefix });
  await serveWebClient(app, opts.webDist ?? process.env.WEB_DIST ?? defaultWebDist);
  return app;
}
