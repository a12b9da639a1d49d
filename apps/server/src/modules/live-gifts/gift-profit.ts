import type { GiftProfitRow } from '@matchday/contract';
import { AppError } from '../../http/app-error.js';
import type { Caller } from '../../http/caller.js';
import { dayLabel } from './gift-rules.js';
import type { GiftSendsRepository, ProfitFilter } from './gift-sends.repository.js';

interface ProfitQuery extends ProfitFilter {
  utcOffsetMinutes?: number;
  pageNum?: number;
  pageSize?: number;
}

/** An anchor sees their own gift profit; a super admin any anchor's, or everyone's without presenterId. */
function scopeOf(caller: Caller, q: ProfitFilter): ProfitFilter {
  if (caller.role === 'admin') return q;
  if (q.presenterId !== undefined && q.presenterId !== caller.userId)
    throw new AppError('forbidden', 'live.gift.notYourProfit');
  return { ...q, presenterId: caller.userId };
}

/** What anchors earned from gifts, read from the ledger transfers of each send. */
export function createGiftProfit(sends: GiftSendsRepository) {
  return {
    async list(caller: Caller, q: ProfitQuery): Promise<{ list: GiftProfitRow[]; total: number }> {
      const page = await sends.profitPage(scopeOf(caller, q), (q.utcOffsetMinutes ?? 0) * 60_000, {
        pageNum: q.pageNum ?? 1,
        pageSize: q.pageSize ?? 20,
      });
      return {
        total: page.total,
        list: page.list.map(({ dayNo, ...row }) => ({ day: dayLabel(dayNo), ...row })),
      };
    },

    sum: (caller: Caller, q: ProfitFilter) => sends.profitSums(scopeOf(caller, q)),
  };
}
export type GiftProfit = ReturnType<typeof createGiftProfit>;
