import type { GameWallet } from '@matchday/contract';
import { slotGame, slotReelSet } from '@matchday/core';
import { migrateGamesDatabase, openGamesDatabase } from '../db/database.js';
import type { GamesDatabase, GamesDatabaseConfig } from '../db/database.js';
import { createMinesPlay, type MinesPlay } from '../mines/mines-play.js';
import type { SlotId } from '../play/game-rounds.js';
import { playInstant, type PlayChoices, type PlayOptions } from '../play/instant-play.js';
import type { PlayAnswer } from '../play/play-answer.js';
import type { OpenerDeps } from '../play/round-opener.js';
import { createRoundHistory, type RoundHistoryPage } from '../rounds/round-history.js';
import { createRoundRecovery } from '../rounds/round-recovery.js';
import { createRoundSteps } from '../rounds/round-steps.js';
import { createRoundRepository } from '../rounds/round.repository.js';
import { createSeedPairRepository } from '../seeds/seed-pair.repository.js';
import { createSeedsService, freshSeeds, type SeedsService } from '../seeds/seeds-service.js';
import { createRoundWallet, type GameMember } from '../wallet/round-wallet.js';
import { GAME_PROFILES, type GameProfile, type GameProfileName } from './game-profile.js';

/** Stakes above this are refused: 10^12 minor units keeps every win a safe integer. */
const DEFAULT_MAX_STAKE = 1_000_000_000_000;
/** How often unconfirmed credits and rollbacks are re-sent. */
const DEFAULT_RECOVER_EVERY_MS = 30_000;
const DEFAULT_SLOT_RTP = 96;

export interface GamesPlatformConfig {
  /** The operator's seamless wallet: in process (`inHouse` of the app server's game-wallet module) or signed HTTP. */
  wallet: GameWallet;
  /** games.db: `{ dataDir }` (SQLite file), `{ url, schema? }` (PostgreSQL); in memory when absent (tests). */
  database?: GamesDatabaseConfig;
  now?: () => number;
  /** The site's game profile; `standard` when absent. */
  profile?: GameProfileName;
  /** Overrides the profile's least time between a member's rounds (ms). */
  minRoundMs?: number;
  /** The operator's RTP per slot among its shipped reel sets (90–99); 96 when absent. */
  slotRtp?: Partial<Record<SlotId, number>>;
  /** How long a wallet call may take before its outcome counts as unknown; the protocol's 10 s when absent. */
  walletTimeoutMs?: number;
  /** How often the recovery sweep runs once started; 0 runs it only on `recover()` (tests). */
  recoverEveryMs?: number;
  maxStake?: number;
  log?: (message: string, err?: unknown) => void;
}

export interface GamesPlatform {
  db: GamesDatabase;
  profile: GameProfile;
  /** Migrates games.db and starts the recovery sweep (after one sweep of what a previous run left). */
  start(): Promise<void>;
  /** Stops the sweep and closes the database. */
  close(): Promise<void>;
  currentSeeds: SeedsService['currentSeeds'];
  setClientSeed: SeedsService['setClientSeed'];
  rotateSeeds: SeedsService['rotateSeeds'];
  /** Dice, limbo, plinko and the slots, one call a round. */
  play(member: GameMember, game: string, stake: number, choices: PlayChoices, opts?: PlayOptions): Promise<PlayAnswer>;
  mines: MinesPlay;
  history(memberId: number, opts?: { page?: number; size?: number }): Promise<RoundHistoryPage>;
  /** One recovery sweep now; how many rounds it finished. */
  recover(): Promise<number>;
}

/** The games platform's engine for one process: one database, one wallet port, one profile. */
export function createGamesPlatform(config: GamesPlatformConfig): GamesPlatform {
  const clock = config.now ?? Date.now;
  const log = config.log ?? ((message, err) => console.error(message, err ?? ''));
  const base = GAME_PROFILES[config.profile ?? 'standard'];
  const profile = { ...base, minRoundMs: config.minRoundMs ?? base.minRoundMs };
  const rtps = { 'golden-goal': DEFAULT_SLOT_RTP, 'dragon-fortune': DEFAULT_SLOT_RTP, ...config.slotRtp };
  // A reel set the slot does not ship is a setting error, reported at once.
  for (const [slot, rtp] of Object.entries(rtps)) slotReelSet(slotGame(slot)!, rtp);

  const db = openGamesDatabase(config.database ?? { memory: true });
  const seeds = createSeedPairRepository(db);
  const rounds = createRoundRepository(db, seeds);
  const wallet = createRoundWallet(config.wallet, { timeoutMs: config.walletTimeoutMs, log });
  const steps = createRoundSteps(rounds, wallet, clock);
  const deps: OpenerDeps & { slotRtp: (slot: SlotId) => number } = {
    rounds,
    seeds,
    steps,
    clock,
    minRoundMs: profile.minRoundMs,
    freshSeeds: () => freshSeeds(),
    maxStake: config.maxStake ?? DEFAULT_MAX_STAKE,
    slotRtp: (slot) => rtps[slot],
  };
  const seedsService = createSeedsService(seeds, clock);
  const recover = createRoundRecovery(rounds, steps, clock, config.walletTimeoutMs);
  const everyMs = config.recoverEveryMs ?? DEFAULT_RECOVER_EVERY_MS;
  let timer: NodeJS.Timeout | undefined;

  return {
    db,
    profile,
    async start() {
      await migrateGamesDatabase(db);
      if (everyMs > 0) {
        timer = setInterval(() => void recover().catch((err) => log('games recovery sweep failed', err)), everyMs);
        timer.unref();
      }
      await recover();
    },
    async close() {
      clearInterval(timer);
      await recover().catch(() => 0);
      await db.destroy();
    },
    currentSeeds: seedsService.currentSeeds,
    setClientSeed: seedsService.setClientSeed,
    rotateSeeds: seedsService.rotateSeeds,
    play: (member, game, stake, choices, opts) => playInstant(deps, member, game, stake, choices, opts),
    mines: createMinesPlay(deps),
    history: createRoundHistory(rounds, seeds),
    recover,
  };
}
