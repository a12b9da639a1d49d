import type { BetWallet } from '@matchday/contract';
import { createMemoryBus } from '@matchday/realtime';
import type { FastifyPluginAsync } from 'fastify';
import { createBetting } from '../betting/betting.js';
import type { Betting } from '../betting/betting.js';
import type { BettingTimings } from '../betting/betting-rules.js';
import { createSportsTokens } from '../auth/sports-tokens.js';
import type { SportsTokens } from '../auth/sports-tokens.js';
import { createBulletinRepository } from '../bulletins/bulletin.repository.js';
import { SPORT_PROFILES } from '../catalogue/sports.js';
import { migrateSportsDatabase, openSportsDatabase } from '../db/database.js';
import type { SportsDatabase, SportsDatabaseConfig } from '../db/database.js';
import { createMerchantSettingsRepository } from '../merchant/merchant-settings.repository.js';
import type { MerchantSettings } from '../merchant/merchant-settings.repository.js';
import { merchantPlugin } from '../http/merchant/merchant-plugin.js';
import { createEngineResults } from '../results/engine-results.js';
import { createResultRecorder } from '../results/result-recorder.js';
import type { ResultRecorder } from '../results/result-recorder.js';
import { feedSource } from '../push/feed-source.js';
import { sportsPushPlugin } from '../push/sports-push-plugin.js';
import { createResultRepository } from '../results/result.repository.js';
import { createResultsDesk } from '../results/results-desk.js';
import type { ResultsDesk } from '../results/results-desk.js';
import { createFeed } from '../feed/feed.js';
import type { Feed } from '../feed/feed.js';
import { createMaintenanceWindows, type MaintenanceWindows } from './maintenance-windows.js';
import type { PlatformServices } from './platform-services.js';
import { sportsPlatformPlugin } from './sports-platform-plugin.js';

/**
 * A member's token outlives the operator session it names at most this long for reads and cash-outs
 * (stakes are refused at once: every debit names the session); the web fetches another on 14010.
 */
const DEFAULT_TOKEN_TTL_MS = 30 * 60_000;
/** How often the recorder looks for finished matches. */
const RECORD_EVERY_MS = 10_000;

export interface SportsPlatformConfig {
  /** Seed of leagues, teams, schedule and play. */
  seed: number;
  /** SIM_SPEED: match seconds per wall second. */
  speed: number;
  now?: () => number;
  /** Operator margin, 0.05 when absent. */
  margin?: number;
  /** HMAC key of platform tokens, at least 32 bytes. */
  tokenSecret: Buffer;
  /** Token lifetime; 30 minutes when absent. */
  tokenTtlMs?: number;
  /** sports.db: `{ dataDir }` (SQLite file), `{ url, schema? }` (PostgreSQL); in memory when absent (tests). */
  database?: SportsDatabaseConfig;
  /** Record finished matches every 10 s (default); false records only on `recorder.sweep()` (tests). */
  recordResults?: boolean;
  /** How often the push (`/push`) diffs the feed and sends changes; 1 s when absent (SPORTS_PUSH_INTERVAL_MS). */
  pushIntervalMs?: number;
  /** Standalone: serve the signed merchant calls (`/merchant/v1/userToken`, `/merchant/v1/result/*`) with this shared secret. */
  merchant?: { secret: string };
  /** The operator's wallet (direct embedded, signed HTTP standalone); without it betting answers 11. */
  wallet?: BetWallet;
  /** In-play delays and the video latency floor; the defaults of betting-rules.ts when absent. */
  bettingTimings?: BettingTimings;
  /** How often results are settled (2 s); 0 settles only on `betting.settleNow()` (tests). */
  settleEveryMs?: number;
  /** Seed the demo operator notices on first start (default); the launcher passes false in prod without DEMO=on. */
  demoBulletins?: boolean;
}

export interface SportsPlatform {
  /** Register under a prefix (`/sports-api` embedded) or at the root (standalone). Register it once. */
  plugin: FastifyPluginAsync;
  /** The issuer the app server hands tokens out with (`/api/game/bet/cSports/token`). */
  tokens: SportsTokens;
  /** The one feed every route (and the push socket) reads. */
  feed: Feed;
  db: SportsDatabase;
  recorder: ResultRecorder;
  /** Null without a wallet. */
  betting: Betting | null;
  /** The operator's results desk (list, correct, void); standalone also as signed merchant calls. */
  resultsDesk: ResultsDesk;
  /** The app's maintenance windows: inside one the data and bet calls answer code 8. */
  maintenance: MaintenanceWindows;
}

/**
 * The platform for one process: one feed, one database, one token issuer, shared by every route
 * plugin. The plugin migrates sports.db, seeds the demo bulletins and merchant settings on first
 * start, records results while it runs, and closes the database with the server.
 */
export function createSportsPlatform({
  tokenSecret,
  tokenTtlMs = DEFAULT_TOKEN_TTL_MS,
  now: clock = Date.now,
  ...config
}: SportsPlatformConfig): SportsPlatform {
  const tokens = createSportsTokens({ secret: tokenSecret, ttlMs: tokenTtlMs, now: clock });
  const feed = createFeed({ seed: config.seed, speed: config.speed, margin: config.margin });
  const db = openSportsDatabase(config.database ?? { memory: true });
  const engineResults = createEngineResults({ seed: config.seed, speed: config.speed });
  const results = createResultRepository(db);
  const bulletins = createBulletinRepository(db);
  const merchantSettings = createMerchantSettingsRepository(db);
  const maintenance = createMaintenanceWindows({ bulletins, clock });
  let merchant: MerchantSettings | null = null;
  // One bus for the push socket and the betting notices on `user:{id}`.
  const bus = createMemoryBus();
  const betting = config.wallet
    ? createBetting({
        db,
        feed,
        results,
        wallet: config.wallet,
        bus,
        clock,
        ...(config.bettingTimings ? { timings: config.bettingTimings } : {}),
        ...(config.settleEveryMs !== undefined ? { settleEveryMs: config.settleEveryMs } : {}),
      })
    : null;
  const resultsDesk = createResultsDesk({
    db,
    results,
    engine: engineResults,
    merchant: () => services.merchant(),
    clock,
    settle: betting ? () => betting.settleNow() : null,
    log: betting?.ctx.log ?? ((message, err) => console.error(message, err ?? '')),
  });
  const recorder = createResultRecorder({
    feed,
    engine: engineResults,
    store: results,
    clock,
    intervalMs: config.recordResults === false ? 0 : RECORD_EVERY_MS,
    onError: (err) => console.error('sports result recorder failed', err),
  });
  const services: PlatformServices = {
    seed: config.seed,
    feed,
    tokens,
    clock,
    maintenanceAt: (now) => maintenance.at(now),
    engineResults,
    results,
    bulletins,
    merchant: () => {
      if (!merchant) throw new Error('merchant settings read before the platform started');
      return merchant;
    },
    betting,
  };

  const plugin: FastifyPluginAsync = async (app) => {
    await migrateSportsDatabase(db);
    if (config.demoBulletins !== false) await bulletins.seedDemo(clock());
    merchant = await merchantSettings.load(
      SPORT_PROFILES.map((p) => p.sid),
      clock(),
    );
    feed.setEnabledSports(merchant.enabledSports);
    app.addHook('onReady', async () => {
      if (config.recordResults !== false) void recorder.start();
      await betting?.start(app.log);
    });
    app.addHook('onClose', async () => {
      await recorder.stop();
      await resultsDesk.idle();
      await betting?.stop();
      await bus.close();
      await db.destroy();
    });
    await app.register(sportsPlatformPlugin, services);
    await app.register(sportsPushPlugin, {
      source: feedSource(feed),
      tokens,
      bus,
      now: clock,
      ...(config.pushIntervalMs ? { intervalMs: config.pushIntervalMs } : {}),
    });
    if (config.merchant)
      await app.register(merchantPlugin, { ...config.merchant, tokens, desk: resultsDesk, maintenance, clock });
  };
  return { plugin, tokens, feed, db, recorder, betting, resultsDesk, maintenance };
}
