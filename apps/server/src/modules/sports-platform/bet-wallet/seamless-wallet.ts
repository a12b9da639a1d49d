import type { BetWallet, MessageLanguage } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDatabase } from '../../../db/database.js';
import type { RegistrarDeps } from '../../../http/register-endpoint.js';
import type { AccountRepository } from '../../account/index.js';
import type { WalletService } from '../../wallet/index.js';
import { createBetRecordsRepository } from './bet-records.repository.js';
import { betWalletRoutes } from './bet-wallet.routes.js';
import { createBetWallet } from './bet-wallet.service.js';
import { merchantWalletRoutes } from './merchant-wallet.routes.js';

/** What other modules may read of a member's bet: enough to check it is real and theirs. */
export interface MemberBet {
  orderId: string;
  currency: string;
  /** Minor units taken as stakes. */
  stake: number;
  state: 'open' | 'settled' | 'rejected' | 'cancelled';
  placedAt: number;
}

/** The operator's side of the seamless wallet, as the sports-platform module composes it. */
export interface SeamlessWallet {
  /** The wallet port the sports platform moves money through (direct when embedded). */
  betWallet: BetWallet;
  /** `/api/game/bet/order/mybet/sum` and `/detail`, inside the /api registrar. */
  registerEndpoints(api: FastifyInstance, deps: RegistrarDeps): void;
  /** The signed `/merchant/wallet/v1/*` calls of a standalone platform, at the root. */
  registerMerchantCalls(app: FastifyInstance, secret: string): Promise<void>;
  /** The member's sports bet with this platform order id; null when there is none or it is someone else's. */
  memberBet(userId: number, orderId: string): Promise<MemberBet | null>;
  /** Writes the queued bet records; call before the database closes. */
  close(): Promise<void>;
}

/** Ids seen to exist are remembered (accounts are never deleted); this many at most. */
const KNOWN_MEMBERS_MAX = 100_000;

export function createSeamlessWallet(opts: {
  db: AppDatabase;
  /** The responsible-gambling guarded wallet (a retried key answers past it). */
  wallet: WalletService;
  accounts: Pick<AccountRepository, 'findById'>;
  /** Whether a member's session may take a stake (the session module's `allowsStake`). */
  stakeAllowed(sessionId: number, userId: number, deferred: boolean): Promise<boolean>;
  defaultLanguage: MessageLanguage;
}): SeamlessWallet {
  const records = createBetRecordsRepository(opts.db);
  const known = new Set<number>();
  async function isMember(userId: number): Promise<boolean> {
    if (known.has(userId)) return true;
    if (!(await opts.accounts.findById(userId))) return false;
    if (known.size >= KNOWN_MEMBERS_MAX) known.clear();
    known.add(userId);
    return true;
  }
  const betWallet = createBetWallet({
    wallet: opts.wallet,
    records,
    isMember,
    stakeAllowed: opts.stakeAllowed,
    defaultLanguage: opts.defaultLanguage,
  });
  return {
    betWallet,
    registerEndpoints: (api, deps) => betWalletRoutes(api, deps, records),
    async registerMerchantCalls(app, secret) {
      await app.register(merchantWalletRoutes, { secret, betWallet });
    },
    async memberBet(userId, orderId) {
      const r = await records.record('sports', orderId);
      if (!r || Number(r.userId) !== userId) return null;
      return {
        orderId: r.orderId,
        currency: r.currency,
        stake: Number(r.stake),
        state: r.state as MemberBet['state'],
        placedAt: Number(r.placedAt),
      };
    },
    close: () => records.close(),
  };
}
