import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../db/database.js';
import type { RegistrarDeps } from '../../http/register-endpoint.js';
import { seedGiftCatalogue } from './demo-gift-catalogue.js';
import { createGiftCatalogueRepository } from './gift-catalogue.repository.js';
import { createGiftProfit } from './gift-profit.js';
import { createGiftSender, type GiftSender, type GiftSenderDeps } from './gift-sender.js';
import { createGiftSendsRepository } from './gift-sends.repository.js';
import { liveGiftRoutes } from './live-gifts.routes.js';

export { GIFT_HOUSE_ACCOUNT, type GiftSender } from './gift-sender.js';
export { anchorShareOf, senderLabel } from './gift-rules.js';

export interface LiveGiftsModule {
  sender: GiftSender;
  /** The gift calls, inside the /api registrar. */
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
  /** The starting catalogue, into an empty gift table. */
  seedDemo(): Promise<void>;
  /** Finishes sends a crash left between their debit and the anchor's share (last 7 days); how many. */
  reconcile(): Promise<number>;
  /** Reconciles, and logs what it settled. */
  onReady(): Promise<void>;
  /** Gifts an anchor received in [beginTime, endTime] (statistics): items and distinct senders. */
  received(presenterId: number, beginTime: number, endTime: number): Promise<{ count: number; senders: number }>;
}

const RECONCILE_WINDOW_MS = 7 * 24 * 3600_000;

/** Gifts in live rooms: the catalogue, sending (through the guarded wallet) and anchors' profit. */
export function createLiveGiftsModule(
  opts: Omit<GiftSenderDeps, 'catalogue' | 'sends'> & {
    db: AppDatabase;
    /** What visitors see prices in. */
    visitorCurrency: string;
  },
): LiveGiftsModule {
  const now = opts.now ?? Date.now;
  const catalogue = createGiftCatalogueRepository(opts.db);
  const sends = createGiftSendsRepository(opts.db);
  const sender = createGiftSender({ ...opts, catalogue, sends, now });
  const profit = createGiftProfit(sends);
  const reconcile = () => sender.reconcile(now() - RECONCILE_WINDOW_MS);
  return {
    sender,
    registerEndpoints: (api, deps) =>
      liveGiftRoutes(api, deps, {
        catalogue,
        sender,
        profit,
        accounts: opts.accounts,
        visitorCurrency: opts.visitorCurrency,
      }),
    seedDemo: () => seedGiftCatalogue(catalogue, now()),
    reconcile,
    async onReady() {
      const settled = await reconcile();
      if (settled > 0) opts.logger.info({ settled }, 'gift sends reconciled with the ledger');
    },
    received: (presenterId, beginTime, endTime) => sends.received({ presenterId, beginTime, endTime }),
  };
}
