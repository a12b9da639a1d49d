import type { SeedPairRepository } from '../seeds/seed-pair.repository.js';
import type { RoundRepository } from './round.repository.js';
import { roundView, type RoundView } from './round-view.js';

export const HISTORY_MAX_SIZE = 100;

export interface RoundHistoryPage {
  page: number;
  size: number;
  total: number;
  /** Newest first; refused plays (nothing charged) are left out. */
  records: RoundView[];
}

/** A member's rounds, newest first, each with its seeds (the server seed once its pair is revealed). */
export function createRoundHistory(rounds: RoundRepository, seeds: SeedPairRepository) {
  return async function history(
    memberId: number,
    opts: { page?: number; size?: number } = {},
  ): Promise<RoundHistoryPage> {
    const page = Math.max(1, Math.floor(opts.page ?? 1));
    const size = Math.min(HISTORY_MAX_SIZE, Math.max(1, Math.floor(opts.size ?? 20)));
    const { total, rows } = await rounds.page(memberId, page, size);
    const pairs = new Map((await seeds.byIds([...new Set(rows.map((r) => r.seedPairId))])).map((p) => [p.id, p]));
    const boards = await Promise.all(rows.map((r) => (r.pending === 'play' ? rounds.boardOf(r.id) : undefined)));
    return { page, size, total, records: rows.map((r, i) => roundView(r, pairs.get(r.seedPairId)!, boards[i])) };
  };
}
