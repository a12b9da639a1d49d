import type { BetWallet, ResultsDesk, SportsAccess, SportsFeedReader, SportsMaintenance } from '@matchday/contract';
import type { SiteProfile } from '@matchday/core';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import type { AccountRepository } from '../account/index.js';
import type { AdminModule } from '../admin/index.js';
import type { SessionService } from '../session/index.js';
import type { WalletService } from '../wallet/index.js';
import { createHttpSportsAccess } from './access/http-sports-access.js';
import { sportsAccessRoutes } from './access/sports-access.routes.js';
import { createSeamlessWallet, type MemberBet } from './bet-wallet/seamless-wallet.js';
import { createHttpSportsFeed } from './feed/http-sports-feed.js';
import { createHttpSportsMaintenance } from './maintenance/http-sports-maintenance.js';
import { createPlatformClient } from './platform-client.js';
import type { SportsPlatformLink } from './platform-link.js';
import { createHttpResultsDesk } from './results-desk/http-results-desk.js';
import { resultsDeskRoutes } from './results-desk/results-desk.routes.js';

export type { MemberBet } from './bet-wallet/seamless-wallet.js';
export { readSportsPlatformLink, type SportsPlatformLink } from './platform-link.js';

/** The platform's side of the ports when a launcher runs it in this process (`npm start`). */
export interface EmbeddedPlatform {
  access?: SportsAccess | undefined;
  feed?: SportsFeedReader | undefined;
  resultsDesk?: ResultsDesk | undefined;
  maintenance?: SportsMaintenance | undefined;
}

export interface SportsPlatformModule {
  /** The seamless wallet the platform moves money through (handed to an embedded platform directly). */
  betWallet: BetWallet;
  /** The member's sports bet with this platform order id; null when there is none or it is someone else's. */
  memberBet(userId: number, orderId: string): Promise<MemberBet | null>;
  /** The platform's matches for live rooms; null without a platform. */
  feed: SportsFeedReader | null;
  /** Where the platform learns the app's maintenance windows; null without a platform. */
  maintenance: SportsMaintenance | null;
  /** The token call, the member's bet summary and the super admin's results desk. */
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
  /** A standalone platform's signed wallet calls `/merchant/wallet/v1/*`, at the root. */
  registerRootRoutes(app: FastifyInstance): Promise<void>;
  /** Writes the queued bet records; before the database closes. */
  onClose(): Promise<void>;
}

/**
 * The seam to the sports platform, all four ports: access (tokens), the feed reader, the results
 * desk and the seamless wallet (`bet_wallet_moves`, `bet_records`). The launcher's embedded ports
 * come first; else a standalone platform at SPORTS_PLATFORM_URL is reached through one signed HTTP
 * client; with neither, the token call and the desk answer featureUnavailable and rooms show no matches.
 */
export function createSportsPlatformModule(deps: {
  db: AppDatabase;
  /** A standalone platform (SPORTS_PLATFORM_URL); none when embedded or absent. */
  link: SportsPlatformLink | undefined;
  embedded: EmbeddedPlatform;
  /** The responsible-gambling guarded wallet: stakes pass breaks, exclusions and limits. */
  wallet: WalletService;
  accounts: Pick<AccountRepository, 'findById'>;
  /** Platform tokens name the member's session, and a stake is taken only while it allows (issue 17 #5). */
  sessions: Pick<SessionService, 'allowsStake'>;
  /** Results-desk changes are audited with the super admin centre's other actions. */
  audit: AdminModule['audit'];
  /** Guests' currency and the language of refusals. */
  site: SiteProfile;
  logger: FastifyBaseLogger;
}): SportsPlatformModule {
  const { link, embedded } = deps;
  const onFailure = (detail: string) => deps.logger.error(detail);
  const client = link ? createPlatformClient({ link }) : undefined;
  const httpAccess = client
    ? createHttpSportsAccess({ client, guestCurrency: deps.site.currency, onFailure })
    : undefined;
  const access = embedded.access ?? httpAccess;
  const feed =
    embedded.feed ?? (client && httpAccess ? createHttpSportsFeed({ client, access: httpAccess, onFailure }) : null);
  const desk = embedded.resultsDesk ?? (client ? createHttpResultsDesk({ client, onFailure }) : undefined);
  const maintenance = embedded.maintenance ?? (client ? createHttpSportsMaintenance(client, onFailure) : null);
  const wallet = createSeamlessWallet({
    db: deps.db,
    wallet: deps.wallet,
    accounts: deps.accounts,
    stakeAllowed: (sessionId, userId, deferred) => deps.sessions.allowsStake(sessionId, userId, deferred),
    defaultLanguage: deps.site.language,
  });
  return {
    betWallet: wallet.betWallet,
    memberBet: wallet.memberBet,
    feed,
    maintenance,
    registerEndpoints(api, registrar) {
      if (access) sportsAccessRoutes(api, registrar, access, deps.accounts);
      wallet.registerEndpoints(api, registrar);
      if (desk) resultsDeskRoutes(api, registrar, { desk, audit: deps.audit });
    },
    async registerRootRoutes(app) {
      // An embedded platform gets `betWallet` directly; a standalone one calls over signed HTTP.
      if (link) await wallet.registerMerchantCalls(app, link.merchantSecret);
    },
    onClose: () => wallet.close(),
  };
}
