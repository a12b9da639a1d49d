import { matchResultInfo, matchResultList, matchResultPage, RESULTS_KEEP_DAYS } from '@matchday/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { EngineResults } from '../results/engine-results.js';
import type { ResultRepository } from '../results/result.repository.js';
import { registerCall } from './register-call.js';
import type { CallDeps } from './register-call.js';
import { finishedScores, resultList, resultPage, resultRecord } from '../feed/results.js';
import { SportsFailure } from '../errors.js';

const DAY = 24 * 3600_000;

export interface ResultRouteServices extends CallDeps {
  engineResults: EngineResults;
  results: ResultRepository;
}

/** Results (spec §3.6): stored results of finished matches, the engine's for any not recorded yet. */
export const resultRoutes: FastifyPluginAsync<ResultRouteServices> = async (app, services) => {
  const sources = { engine: services.engineResults, store: services.results };

  registerCall(app, services, matchResultList, (body, { lang, now }) => resultList(sources, body, lang, now));
  registerCall(app, services, matchResultPage, (body, { lang, now }) => resultPage(sources, body, lang, now));

  registerCall(app, services, matchResultInfo, async (body, { lang, now }) => {
    const past = services.engineResults.fixtureById(body.matchId, now);
    if (!past || past.fixture.kickoff < now - RESULTS_KEEP_DAYS * DAY) throw new SportsFailure('dataNotFound');
    const stored = await services.results.latest(body.matchId);
    const nsg = finishedScores(sources, past, stored?.scores, now);
    if (!nsg) throw new SportsFailure('dataNotFound');
    return resultRecord({ ...past, nsg }, lang);
  });
};
