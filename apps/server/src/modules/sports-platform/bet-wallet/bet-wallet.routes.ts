import { gameBetOrderMybetDetail, gameBetOrderMybetSum, type BetWalletBetState } from '@matchday/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint, type RegistrarDeps } from '../../../http/register-endpoint.js';
import type { BetRecordsRepository } from './bet-records.repository.js';
import { recordStatus } from './bet-wallet-rules.js';

/** The member's bet summary (spec §7 game): the caller's own records only, filtered and paged in SQL. */
export function betWalletRoutes(app: FastifyInstance, deps: RegistrarDeps, records: BetRecordsRepository) {
  registerEndpoint(app, deps, gameBetOrderMybetSum, async ({ caller, body }) => {
    const sums = await records.sums({ userId: caller!.userId, ...body });
    return sums.map((s) => ({ ...s, net: s.payout - s.stake }));
  });

  registerEndpoint(app, deps, gameBetOrderMybetDetail, async ({ caller, body }) => {
    const { pageNum, pageSize, ...filter } = body;
    const page = await records.page({ userId: caller!.userId, ...filter }, { pageNum, pageSize });
    return {
      total: page.total,
      list: page.list.map((r) => ({
        orderId: r.orderId,
        source: r.source as 'sports' | 'games',
        title: r.title,
        currency: r.currency,
        stake: r.stake,
        payout: r.payout,
        status: recordStatus[r.state as BetWalletBetState],
        createdAt: r.placedAt,
      })),
    };
  });
}
