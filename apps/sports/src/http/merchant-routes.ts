import { merchantDetail, sportsLanguageTypes } from '@matchday/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { MerchantSettings } from '../merchant/merchant-settings.repository.js';
import { registerCall } from './register-call.js';
import type { CallDeps } from './register-call.js';

export interface MerchantRouteServices extends CallDeps {
  merchant: () => MerchantSettings;
}

/** languageTypes answered in their own language (the rest read English). */
const OWN_LANGUAGE = new Set(['CMN', 'ZHO', 'VIE', 'THA', 'ENG']);

/** `/v1/merchant/detail` (spec §3.8): the merchant's enabled sports and what the platform answers in. */
export const merchantRoutes: FastifyPluginAsync<MerchantRouteServices> = async (app, services) => {
  registerCall(app, services, merchantDetail, () => {
    const m = services.merchant();
    return {
      mid: m.id,
      nm: m.name,
      sss: [...m.enabledSports],
      lts: sportsLanguageTypes.filter((t) => OWN_LANGUAGE.has(t)),
    };
  });
};
