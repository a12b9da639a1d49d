import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import { appEndpoints, type BetWallet } from '@matchday/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { loadAppSecret } from './app-secret.js';
import type { AppConfig } from './config.js';
import { createDatabase, migrateToLatest, type AppDatabase } from './db/database.js';
import { pingDatabase } from '@matchday/database';
import { installErrorHandling } from './http/error-handler.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { registerEndpoint, type RegistrarDeps } from './http/register-endpoint.js';
import { registerApiDocs } from './http/api-docs.js';
import { createAccountRepository } from './modules/account/account.repository.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createIdentityCodes } from './modules/account/identity-code.js';
import { createBetWalletModule } from './modules/bet-wallet/index.js';
import { createLiveModule, type LiveStreamService } from './modules/live/index.js';
import { createLiveGiftsModule } from './modules/live-gifts/index.js';
import { createLiveRoomsModule, createRoomFeeRepository } from './modules/live-rooms/index.js';
import { createPresenterModule } from './modules/presenter/index.js';
import { senderLabel } from './modules/live-gifts/gift-rules.js';
import {
  createDbChatRooms,
  createDbChatRoomSettings,
  createLiveChat,
  liveChatRoutes,
} from './modules/live-chat/index.js';
import { createMemberInfo } from './modules/account/member-info.js';
import { profileRoutes } from './modules/account/profile.routes.js';
import { banLogRoutes } from './modules/moderation/ban-log.routes.js';
import { createBanLogService } from './modules/moderation/ban-log.service.js';
import type { PasswordCost } from './modules/account/password.js';
import { createAttemptLimiter, type AttemptLimiter } from './modules/auth/attempt-limiter.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createDeviceRepository } from './modules/auth/device.repository.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { adminRoutes } from './modules/admin/admin.routes.js';
import { registerResultsDesk } from './modules/admin/results-desk.module.js';
import { createDepositService } from './modules/payments/deposit.service.js';
import { paymentsRoutes } from './modules/payments/payments.routes.js';
import { createPaymentsRepository } from './modules/payments/payments.repository.js';
import { sandboxPageRoutes } from './modules/payments/sandbox-page.routes.js';
import {
  createSandboxPaymentProvider,
  type SandboxPaymentProvider,
} from './modules/payments/sandbox-payment-provider.js';
import { createSandboxStore } from './modules/payments/sandbox-store.js';
import { createWithdrawalService } from './modules/payments/withdrawal.service.js';
import { createGamblingControlsRepository } from './modules/responsible-gambling/gambling-controls.repository.js';
import { gamblingControlsRoutes } from './modules/responsible-gambling/gambling-controls.routes.js';
import {
  createGamblingControls,
  type GamblingControlsService,
} from './modules/responsible-gambling/gambling-controls.service.js';
import { guardWallet } from './modules/responsible-gambling/guarded-wallet.js';
import { walletHistoryRoutes } from './modules/wallet-history/wallet-history.routes.js';
import { createOperationRepository } from './modules/operation/operation.repository.js';
import { operationRoutes } from './modules/operation/operation.routes.js';
import { siteListRoutes } from './modules/operation/site-lists.routes.js';
import { createOperationService, type OperationService } from './modules/operation/operation.service.js';
import { createSessionModule, type SessionService } from './modules/session/index.js';
import { createHttpSmsGateway } from './modules/sms/http-sms-gateway.js';
import { createOutboxSmsGateway } from './modules/sms/outbox-sms-gateway.js';
import { createSmsCodeRepository } from './modules/sms/sms-code.repository.js';
import { createSmsCodeService } from './modules/sms/sms-code.service.js';
import { smsOutboxRoutes } from './modules/sms/sms-outbox.routes.js';
import { createWalletService, walletRoutes, type WalletService } from './modules/wallet/index.js';
import { createRealtimeBus, realtimePlugin, type RealtimeBus } from '@matchday/realtime';
import { seedDemo } from './seed/demo-seed.js';
import { seedLiveDemo } from './seed/live-demo-seed.js';
import type { ResultsDesk } from './results-desk.js';
import type { Mount, SportsAccess } from './sports-access.js';
import { sportsAccessRoutes } from './modules/sports-access.routes.js';
import { createHttpSportsAccess } from './sports-access-http.js';
import type { SportsFeedReader } from './sports-feed.js';
import { createHttpSportsFeed } from './sports-feed-http.js';
import { serveWebClient } from './web/web-client.js';

const here = dirname(fileURLToPath(import.meta.url));
export const defaultWebDist = resolve(here, '..', '..', 'web', 'dist');

export interface BuildOptions {
  /** Where the built SPA lives (apps/web/dist by default). */
  webDist?: string;
  /** PostgreSQL schema for this app's tables (tests isolate runs with it). */
  pgSchema?: string;
  passwordCost?: PasswordCost;
  seed?: boolean;
  logger?: boolean;
  realtimeChannelPrefix?: string;
  /** Plugins of other packages served by this process (the embedded sports platform). */
  mounts?: Mount[];
  /** The sports platform's token issuer; without it (and without SPORTS_PLATFORM_URL) the token call answers featureUnavailable. */
  sportsAccess?: SportsAccess;
  /** The sports platform's matches for live rooms (scores, recommended bets); the embedded platform's feed in `npm start`. */
  sportsFeed?: SportsFeedReader;
  /** The sports platform's results desk (the embedded platform's in `npm start`); SPORTS_PLATFORM_URL reaches a standalone one's. */
  resultsDesk?: ResultsDesk;
}

export interface AppServices {
  db: AppDatabase;
  bus: RealtimeBus;
  sessions: SessionService;
  operations: OperationService;
  attempts: AttemptLimiter;
  /** The wallet with responsible-gambling checks on stakes, game rounds and gifts. */
  wallet: WalletService;
  controls: GamblingControlsService;
  sandbox: SandboxPaymentProvider;
  live: LiveStreamService;
  /** The seamless wallet the sports platform moves money through (modules/bet-wallet). */
  betWallet: BetWallet;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

/** Builds the app server: database and migrations, seed, plugins, every contract endpoint, realtime, web client. */
export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token', '*.accessToken'],
            ...(process.stdout.isTTY
              ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
              : {}),
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    keepAliveTimeout: 72_000,
    requestTimeout: 30_000,
    return503OnClosing: true,
  });

  const db = createDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    ...(opts.pgSchema ? { schema: opts.pgSchema } : {}),
  });
  app.addHook('onClose', async () => db.destroy());
  await migrateToLatest(db);

  const accounts = createAccountRepository(db);
  const operationRepo = createOperationRepository(db);

  const bus = await createRealtimeBus({
    redisUrl: config.redisUrl,
    logger: app.log,
    ...(opts.realtimeChannelPrefix ? { channelPrefix: opts.realtimeChannelPrefix } : {}),
  });
  app.addHook('onClose', async () => bus.close());
  const wallet = createWalletService({
    db,
    bus,
    onPublishError: (err) => app.log.warn({ err }, 'balance push failed'),
  });
  // onClose hooks run last-registered first: queued transfers commit before the bus and the database close.
  app.addHook('onClose', async () => wallet.close());
  if (opts.seed !== false)
    await seedDemo(db, {
      accounts,
      operations: operationRepo,
      wallet,
      ...(opts.passwordCost ? { cost: opts.passwordCost } : {}),
    });
  if (opts.seed !== false) await seedLiveDemo(db, { accounts, cost: opts.passwordCost });
  // Made before the live module: it asks who paid a room's entry fee before handing out playback URLs.
  const roomFeeRepo = createRoomFeeRepository(db);
  const live = await createLiveModule({ config, db, bus, logger: app.log, fees: roomFeeRepo });
  app.addHook('onReady', live.start);
  // Registered after the bus and the database: closes (publishers, players, ffmpeg) before them.
  app.addHook('onClose', live.stop);
  const { sessions } = createSessionModule({ db });
  const operations = createOperationService(operationRepo, bus);
  const secret = loadAppSecret({ envSecret: config.appSecret, dataDir: config.dataDir });
  const attempts = createAttemptLimiter({ redisUrl: config.redisUrl });
  app.addHook('onClose', async () => attempts.close());
  const outbox = createOutboxSmsGateway(app.log);
  const smsGateway =
    config.smsGateway === 'http'
      ? createHttpSmsGateway({ url: config.smsHttpUrl!, token: config.smsHttpToken! })
      : outbox;
  if (config.mode === 'prod' && smsGateway === outbox)
    app.log.warn('SMS_GATEWAY is the local outbox: codes go to the log only; set SMS_GATEWAY=http for real delivery');
  const smsCodes = createSmsCodeService({ repo: createSmsCodeRepository(db), gateway: smsGateway, limiter: attempts });
  const devices = createDeviceRepository(db);
  const memberInfo = createMemberInfo(accounts, () => operations.menuOrder());
  const liveChat = createLiveChat({
    appSecret: secret,
    redisUrl: config.redisUrl,
    bus,
    bans: { info: (userId, roomId) => bans.info(userId, roomId) },
    findRoom: createDbChatRooms(db),
    settings: createDbChatRoomSettings(db),
    onError: (err, streamId) => app.log.warn({ err, streamId }, 'live chat push failed'),
  });
  // Registered after the bus: waiting chat lines go out before it closes.
  app.addHook('onClose', liveChat.close);
  const bans = createBanLogService(
    db,
    async (userId) => void (await sessions.revokeAllOf(userId)),
    Date.now,
    liveChat.chat.moderationChanged,
  );
  const auth = createAuthService({
    accounts,
    devices,
    sessions,
    limiter: attempts,
    smsCodes,
    reinstateIfClear: bans.reinstateIfClear,
    defaultCurrency: config.site === 'cn' ? 'CNY' : 'VND',
    ...(opts.passwordCost ? { cost: opts.passwordCost } : {}),
  });
  const controls = createGamblingControls(createGamblingControlsRepository(db));
  // Features that stake, play or gift use this one: it enforces breaks, exclusions and limits.
  const gamblingWallet = guardWallet(wallet, controls);
  const gifts = createLiveGiftsModule({
    db,
    wallet: gamblingWallet,
    streams: live.streams,
    accounts,
    bus,
    logger: app.log,
    visitorCurrency: config.site === 'cn' ? 'CNY' : 'VND',
  });
  if (opts.seed !== false) await gifts.seed();
  app.addHook('onReady', async () => {
    const settled = await gifts.reconcile();
    if (settled > 0) app.log.info({ settled }, 'gift sends reconciled with the ledger');
  });
  const sportsFeed =
    opts.sportsFeed ??
    (config.sportsPlatform
      ? createHttpSportsFeed({
          url: config.sportsPlatform.url,
          access: createHttpSportsAccess({
            link: config.sportsPlatform,
            guestCurrency: config.site === 'cn' ? 'CNY' : 'VND',
            onFailure: (detail) => app.log.error(detail),
          }),
          onFailure: (detail) => app.log.error(detail),
        })
      : null);
  // Made before the live rooms: a follow of a recommended bet checks the member's bet record.
  const bets = createBetWalletModule({
    db,
    wallet: gamblingWallet,
    ledger: wallet,
    accounts,
    defaultLanguage: config.site === 'cn' ? 'zh-cn' : 'vi',
  });
  // Registered after the database: queued bet records are written before it closes.
  app.addHook('onClose', async () => bets.close());
  const liveRooms = createLiveRoomsModule({
    db,
    feeRepo: roomFeeRepo,
    wallet: gamblingWallet,
    streams: live.streams,
    feed: sportsFeed,
    gifts,
    bets,
    bus,
    logger: app.log,
    preferredLine: config.live.preferredLine,
  });
  app.addHook('onReady', async () => {
    const settled = await liveRooms.reconcile();
    if (settled > 0) app.log.info({ settled }, 'room fees reconciled with the ledger');
  });
  const presenters = createPresenterModule({ db, streams: live.streams });
  const paymentsRepo = createPaymentsRepository(db);
  const sandbox = createSandboxPaymentProvider({
    appSecret: secret,
    store: createSandboxStore(db),
    logger: app.log,
    deliver: async (notice) =>
      (await app.inject({ method: 'POST', url: '/api/fund/payment/callback/sandbox', payload: notice })).statusCode ===
      200,
  });
  app.addHook('onClose', async () => sandbox.close());
  const deposits = createDepositService({ repo: paymentsRepo, provider: sandbox, wallet, controls });
  const withdrawals = createWithdrawalService({ repo: paymentsRepo, wallet });
  app.addHook('onReady', async () => {
    const replayed = await withdrawals.reconcile();
    if (replayed > 0) app.log.info({ replayed }, 'withdrawals reconciled with the ledger');
  });
  app.decorate('services', {
    db,
    bus,
    sessions,
    operations,
    attempts,
    wallet: gamblingWallet,
    controls,
    sandbox,
    live: live.streams,
    betWallet: bets.betWallet,
  });

  // Players fetch video from an external SRS when MEDIA_SERVER=srs; the embedded server is same-origin.
  const mediaOrigins = config.live.srs ? [new URL(config.live.srs.playbackUrl).origin] : [];
  installSecurityHeaders(app, {
    mediaOrigins,
    connectOrigins: config.sportsPlatform ? [new URL(config.sportsPlatform.publicUrl).origin] : [],
    https: config.publicUrl.startsWith('https:'),
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await installErrorHandling(app, config.site);

  app.get('/healthz', async (_req, reply) => {
    const ok = await pingDatabase(db);
    return reply
      .code(ok ? 200 : 503)
      .send({ status: ok ? 'ok' : 'degraded', db: ok, uptimeMs: Math.round(process.uptime() * 1000) });
  });

  const deps: RegistrarDeps = { config, callers: sessions, registered: new Set() };
  await app.register(async (api) => {
    operationRoutes(api, deps, operations, `${config.publicUrl}/HelpCenter`);
    accountRoutes(api, deps, { memberInfo, devices, identityCodes: createIdentityCodes(secret), sessions });
    profileRoutes(api, deps, { db, accounts, smsCodes, sessions, memberInfo, cost: opts.passwordCost });
    banLogRoutes(api, deps, bans);
    authRoutes(api, deps, auth, smsCodes, sessions);
    siteListRoutes(api, deps, () => operations.menuOrder());
    walletRoutes(api, deps, wallet, accounts);
    walletHistoryRoutes(api, deps, db);
    paymentsRoutes(api, deps, deposits, withdrawals);
    gamblingControlsRoutes(api, deps, controls, wallet, sessions);
    adminRoutes(api, deps, { db, wallet, withdrawals });
    registerResultsDesk(api, deps, {
      db,
      desk: opts.resultsDesk,
      platform: config.sportsPlatform,
      onFailure: (detail) => app.log.error(detail),
    });
    const sportsAccess =
      opts.sportsAccess ??
      (config.sportsPlatform
        ? createHttpSportsAccess({
            link: config.sportsPlatform,
            guestCurrency: config.site === 'cn' ? 'CNY' : 'VND',
            onFailure: (detail) => app.log.error(detail),
          })
        : undefined);
    if (sportsAccess) sportsAccessRoutes(api, deps, sportsAccess, accounts);
    live.registerEndpoints(api, deps);
    gifts.registerEndpoints(api, deps);
    liveRooms.registerEndpoints(api, deps);
    presenters.registerEndpoints(api, deps);
    bets.registerEndpoints(api, deps);
    // Chat shows names as gift announcements do: the nickname, else the user name masked (spec §9).
    liveChatRoutes(
      api,
      deps,
      liveChat.chat,
      async (c) => senderLabel((await accounts.findById(c.userId)) ?? { nickName: null, userName: c.userName }),
      (c, streamId) => live.streams.mayEnter(streamId, c),
    );
    // Endpoints whose feature has not landed still check roles and input, then answer featureUnavailable.
    for (const e of appEndpoints) if (!deps.registered.has(e)) registerEndpoint(api, deps, e);
  });
  if (config.mode !== 'prod') {
    await registerApiDocs(app, config.publicUrl);
    if (smsGateway === outbox) smsOutboxRoutes(app, outbox.entries);
  }

  await app.register(realtimePlugin, {
    bus,
    authenticate: async (token) => {
      const check = await sessions.check(token);
      return check.kind === 'valid' ? { userId: check.caller.userId } : null;
    },
  });
  await live.registerMediaRoutes(app);
  await sandboxPageRoutes(app, sandbox);
  // A standalone platform calls the wallet over signed HTTP; an embedded one gets `betWallet` directly.
  if (config.sportsPlatform) await bets.registerMerchantCalls(app, config.sportsPlatform.merchantSecret);
  for (const m of opts.mounts ?? []) await app.register(m.plugin, { ...m.options, prefix: m.prefix });
  await serveWebClient(app, opts.webDist ?? process.env.WEB_DIST ?? defaultWebDist);
  return app;
}
