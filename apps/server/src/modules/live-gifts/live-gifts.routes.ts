import { liveGiftList, liveGiftProfitList, liveGiftProfitSave, liveGiftProfitSum, type Gift } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../http/register-endpoint.js';
import type { AccountRepository } from '../account/index.js';
import type { GiftCatalogueRepository } from './gift-catalogue.repository.js';
import type { GiftProfit } from './gift-profit.js';
import { giftNameIn } from './gift-rules.js';
import type { GiftSender } from './gift-sender.js';

export interface LiveGiftRoutesDeps {
  catalogue: GiftCatalogueRepository;
  sender: GiftSender;
  profit: GiftProfit;
  accounts: Pick<AccountRepository, 'findById'>;
  /** What visitors see prices in: the site's currency. */
  visitorCurrency: string;
}

/** The gift calls of spec §7 "Live": list, profit/save (send), profit/list and profit/sum. */
export function liveGiftRoutes(app: FastifyInstance, deps: RegistrarDeps, gifts: LiveGiftRoutesDeps) {
  registerEndpoint(app, deps, liveGiftList, async ({ caller, lang }) => {
    const member = caller ? await gifts.accounts.findById(caller.userId) : undefined;
    const rows = await gifts.catalogue.onSale(member?.regCurrency ?? gifts.visitorCurrency);
    return rows.map((g): Gift => ({
      id: g.id,
      name: giftNameIn(g, lang),
      price: g.price,
      currency: g.currency,
      animation: g.animation,
      tier: g.tier,
      sort: g.sort,
    }));
  });
  registerEndpoint(app, deps, liveGiftProfitSave, ({ caller, body }) => gifts.sender.send(caller!, body));
  registerEndpoint(app, deps, liveGiftProfitList, ({ caller, body }) => gifts.profit.list(caller!, body));
  registerEndpoint(app, deps, liveGiftProfitSum, ({ caller, body }) => gifts.profit.sum(caller!, body));
}
