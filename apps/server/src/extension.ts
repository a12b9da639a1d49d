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

/** What a launcher adds to the app server: mounted plugins and its side of the sports platform's ports. */
export interface Extension {
  mounts?: Mount[];
  /** The embedded platform's token issuer. */
  sportsAccess?: SportsAccess;
  /** The embedded platform's matches for live rooms. */
  sportsFeed?: SportsFeedReader;
  /** The embedded platform's results desk for the super admin centre. */
  resultsDesk?: ResultsDesk;
  /** The embedded platform's maintenance windows (code 8 inside one). */
  sportsMaintenance?: SportsMaintenance;
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
