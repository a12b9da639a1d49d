import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { appEndpoints } from '@matchday/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config.js';
import { createDatabase, migrateToLatest, type AppDatabase } from './db/database.js';
import { pingDatabase } from './db/dialect.js';
import { installErrorHandling } from './http/error-handler.js';
import { registerEndpoint, type RegistrarDeps } from './http/register-endpoint.js';
import { registerApiDocs } from './http/api-docs.js';
import { createAccountRepository } from './modules/account/account.repository.js';
import { accountRoutes } from './modules/account/account.routes.js';
import type { PasswordCost } from './modules/account/password.js';
import { createOperationRepository } from './modules/operation/operation.repository.js';
import { operationRoutes } from './modules/operation/operation.routes.js';
import { createOperationService, type OperationService } from './modules/operation/operation.service.js';
import { createSessionRepository } from './modules/session/session.repository.js';
import { createSessionService, type SessionService } from './modules/session/session.service.js';
import { createRealtimeBus, type RealtimeBus } from './realtime/bus.js';
import { realtimePlugin } from './realtime/realtime.plugin.js';
import { seedDemo } from './seed/demo-seed.js';
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
}

export interface AppServices {
  db: AppDatabase;
  bus: RealtimeBus;
  sessions: SessionService;
  operations: OperationService;
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
            ...(process.stdout.isTTY ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
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

  const db = createDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl, ...(opts.pgSchema ? { schema: opts.pgSchema } : {}) });
  app.addHook('onClose', async () => db.destroy());
  await migrateToLatest(db);

  const accounts = createAccountRepository(db);
  const operationRepo = createOperationRepository(db);
  if (opts.seed !== false) await seedDemo(db, { accounts, operations: operationRepo, ...(opts.passwordCost ? { cost: opts.passwordCost } : {}) });

  const bus = await createRealtimeBus({ redisUrl: config.redisUrl, logger: app.log, ...(opts.realtimeChannelPrefix ? { channelPrefix: opts.realtimeChannelPrefix } : {}) });
  app.addHook('onClose', async () => bus.close());
  const sessions = createSessionService(createSessionRepository(db));
  const operations = createOperationService(operationRepo, bus);
  app.decorate('services', { db, bus, sessions, operations });

  await app.register(helmet, {
    // The SPA loads its own hashed scripts and styles; the player and media URLs arrive later.
    contentSecurityPolicy: {
      directives: {
        'script-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        // Only an https deployment may ask browsers to upgrade; a plain-http demo would break.
        'upgrade-insecure-requests': config.publicUrl.startsWith('https:') ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(rateLimit, { global: false });
  await installErrorHandling(app, config.site);

  app.get('/healthz', async (_req, reply) => {
    const ok = await pingDatabase(db);
    return reply.code(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', db: ok, uptimeMs: Math.round(process.uptime() * 1000) });
  });

  const deps: RegistrarDeps = { config, sessions, registered: new Set() };
  await app.register(async (api) => {
    operationRoutes(api, deps, operations, `${config.publicUrl}/HelpCenter`);
    accountRoutes(api, deps, accounts, () => operations.menuOrder());
    // Endpoints whose feature has not landed still check roles and input, then answer featureUnavailable.
    for (const e of appEndpoints) if (!deps.registered.has(e)) registerEndpoint(api, deps, e);
  });
  if (config.mode !== 'prod') await registerApiDocs(app, config.publicUrl);

  await app.register(realtimePlugin, {
    bus,
    authenticate: async (token) => {
      const check = await sessions.check(token);
      return check.kind === 'valid' ? { userId: check.caller.userId } : null;
    },
  });
  await serveWebClient(app, opts.webDist ?? process.env.WEB_DIST ?? defaultWebDist);
  return app;
}
