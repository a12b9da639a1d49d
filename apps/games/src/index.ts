/** The games platform's public API: what the launcher and the app server may use. */
export { readVerifyRequest, type VerifyRequest, type VerifyRequestFields } from './fairness/verify-request.js';
export { createGamesPlatform, type GamesPlatform, type GamesPlatformConfig } from './platform/create-games-platform.js';
export { GAME_PROFILES, STRICT_MIN_ROUND_MS, type GameProfile, type GameProfileName } from './platform/game-profile.js';
export { GAMES_DB_FILE, type GamesDatabaseConfig } from './db/database.js';
export { GAME_IDS, type GameId, type GameOutcome, type GameParams, type SlotId } from './play/game-rounds.js';
export { gamesRefusalMessages, gamesRefusals, type GamesRefusal } from './play/games-refusals.js';
export type { PlayAnswer, PlayRefused } from './play/play-answer.js';
export type { PlayChoices, PlayOptions } from './play/instant-play.js';
export type { RoundHistoryPage } from './rounds/round-history.js';
export type { RoundSeeds, RoundView } from './rounds/round-view.js';
export type { CurrentSeeds, RevealedSeeds, SeedsAnswer } from './seeds/seeds-service.js';
export type { GameMember } from './wallet/round-wallet.js';
