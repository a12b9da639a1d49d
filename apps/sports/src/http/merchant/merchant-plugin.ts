import type { SportsMaintenance } from '@matchday/contract';
import type { FastifyPluginAsync } from 'fastify';
import { createMerchantVerifier } from '@matchday/contract/merchant-signature';
import type { SportsTokens } from '../../auth/sports-tokens.js';
import type { ResultsDesk } from '../../results/results-desk.js';
import { answerSportsError } from '../envelope.js';
import { maintenanceRoute } from './maintenance-route.js';
import { resultsDeskRoutes } from './results-desk-routes.js';
import { userTokenRoute } from './user-token-route.js';

export interface MerchantPluginOptions {
  /** SPORTS_MERCHANT_SECRET, shared with the app server. */
  secret: string;
  tokens: SportsTokens;
  desk: ResultsDesk;
  /** Where the app's maintenance windows are kept. */
  maintenance: SportsMaintenance;
  clock: () => number;
}

/** A correction carries up to 200 score entries; nothing signed is larger. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The operator's signed server-to-server calls (`/merchant/v1/*`): member tokens, the results
 * desk and the maintenance windows. One verifier for all, so a signature is accepted once whichever path it is sent to; bodies
 * are read raw, in this plugin only, so the signature covers their exact bytes.
 */
export const merchantPlugin: FastifyPluginAsync<MerchantPluginOptions> = async (app, opts) => {
  const verify = createMerchantVerifier(opts.secret, opts.clock);
  // A body past the limit or unreadable answers the envelope like every other call (issue 17 fuzz).
  app.setErrorHandler(answerSportsError);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  userTokenRoute(app, verify, opts.tokens);
  resultsDeskRoutes(app, verify, opts.desk);
  maintenanceRoute(app, verify, opts.maintenance);
};
