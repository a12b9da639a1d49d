import type { FastifyPluginAsync } from 'fastify';
import { bulletinRoutes } from '../http/bulletin-routes.js';
import { answerSportsError } from '../http/envelope.js';
import { matchRoutes } from '../http/match-routes.js';
import { merchantRoutes } from '../http/merchant-routes.js';
import { orderBookRoutes, orderRoutes } from '../http/order-routes.js';
import type { PlatformServices } from './platform-services.js';
import { resultRoutes } from '../http/result-routes.js';

/**
 * The sports platform's player API (spec §3, §6–§9): match data, results, bulletins, merchant
 * detail, the language pack and betting, every call over the shared services. Always HTTP 200 with the `/v1`
 * envelope; guests may read, a present token must verify (else 14010). Encapsulated: its error
 * handler covers its routes only, and turns a framework rejection (bad JSON, too large) into code 5.
 */
export const sportsPlatformPlugin: FastifyPluginAsync<PlatformServices> = async (app, services) => {
  app.setErrorHandler(answerSportsError);
  await app.register(matchRoutes, services);
  await app.register(resultRoutes, services);
  await app.register(bulletinRoutes, services);
  await app.register(merchantRoutes, services);
  await app.register(orderRoutes, services);
  await app.register(orderBookRoutes, services);
};
