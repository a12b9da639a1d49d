import type { SportsTokens } from '../auth/sports-tokens.js';
import type { Betting } from '../betting/betting.js';
import type { BulletinRepository } from '../bulletins/bulletin.repository.js';
import type { MerchantSettings } from '../merchant/merchant-settings.repository.js';
import type { EngineResults } from '../results/engine-results.js';
import type { ResultRepository } from '../results/result.repository.js';
import type { Feed } from './feed.js';

/** What the route plugins share: one feed, one database's repositories, the token issuer and the clock. */
export interface PlatformServices {
  seed: number;
  feed: Feed;
  tokens: SportsTokens;
  clock: () => number;
  engineResults: EngineResults;
  results: ResultRepository;
  bulletins: BulletinRepository;
  merchant: () => MerchantSettings;
  /** Null when the platform runs without an operator wallet: betting calls answer 11. */
  betting: Betting | null;
}
