import type {
  BetWallet,
  GameWallet,
  ResultsDesk,
  SportsAccess,
  SportsFeedReader,
  SportsMaintenance,
} from '@matchday/contract';
import type { FastifyPluginAsync } from 'fastify';

/** A Fastify plugin another package mounts into this process under its own prefix. */
export interface Mount {
  prefix: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each mounted plugin has its own options type
  plugin: FastifyPluginAsync<any>;
  options?: Record<string, unknown>;
}

/** The sports platform's side of its ports, as a launcher embeds it (SPORTS_PLATFORM_URL reaches a standalone one instead). */
export interface SportsPorts {
  /** Plugins of other packages served by this process (the embedded sports platform). */
  mounts?: Mount[];
  /** The token issuer; without it (and without SPORTS_PLATFORM_URL) the token call answers featureUnavailable. */
  sportsAccess?: SportsAccess;
  /** Matches for live rooms. */
  sportsFeed?: SportsFeedReader;
  /** The results desk for the super admin centre. */
  resultsDesk?: ResultsDesk;
  /** Where the platform learns the maintenance windows (code 8 inside one). */
  sportsMaintenance?: SportsMaintenance;
}

/** What a launcher adds to the app server: mounted plugins and its side of the sports platform's ports. */
export interface Extension extends SportsPorts {
  /**
   * Runs once the app is built, before it listens: hands the launcher what the app made, such as
   * the seamless wallets an embedded sports platform and our embedded games (created before the
   * app) move money through.
   */
  onBuilt?: (services: { betWallet: BetWallet; gameWallet: GameWallet }) => void;
  /** Runs once the server listens (start simulators, tickers). */
  onListening?: () => void;
  /** Runs when the server closes. */
  onClose?: () => Promise<void>;
}
