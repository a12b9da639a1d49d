import type { BulletinRouteServices } from '../http/bulletin-routes.js';
import type { MatchRouteServices } from '../http/match-routes.js';
import type { MerchantRouteServices } from '../http/merchant-routes.js';
import type { OrderRouteServices } from '../http/order-routes.js';
import type { ResultRouteServices } from '../http/result-routes.js';

/**
 * What the route plugins share, built once per platform: one feed, one database's repositories,
 * the token issuer and the clock. Each area declares what it reads; this is all of them.
 */
export type PlatformServices = MatchRouteServices &
  ResultRouteServices &
  BulletinRouteServices &
  MerchantRouteServices &
  OrderRouteServices;
