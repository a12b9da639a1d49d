import { merchantResultCorrect, merchantResultList, merchantResultVoid, sportsTextLanguage } from '@matchday/contract';
import type { ResultDeskOutcome } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import type { ResultsDesk } from '../../results/results-desk.js';
import type { MerchantVerifier } from '@matchday/contract/merchant-signature';
import { registerMerchantCall } from './merchant-call.js';
import { SportsFailure } from '../../errors.js';

/** A refusal answers its code (6030–6033, or 5) with the detail in `info`. */
function changeOf(outcome: ResultDeskOutcome) {
  if (!outcome.ok) throw new SportsFailure(outcome.refusal, outcome.detail);
  return outcome.change;
}

/** `/merchant/v1/result/list`, `/correct` and `/void`: the operator's results desk, signed like every merchant call. */
export function resultsDeskRoutes(app: FastifyInstance, verify: MerchantVerifier, desk: ResultsDesk): void {
  registerMerchantCall(app, verify, merchantResultList, ({ languageType, ...query }) =>
    desk.list(query, sportsTextLanguage(languageType)),
  );
  registerMerchantCall(app, verify, merchantResultCorrect, async ({ languageType, ...correction }) =>
    changeOf(await desk.correct(correction, sportsTextLanguage(languageType))),
  );
  registerMerchantCall(app, verify, merchantResultVoid, async ({ languageType, ...voiding }) =>
    changeOf(await desk.void(voiding, sportsTextLanguage(languageType))),
  );
}
