import type { TFunction } from 'i18next';

/** A bet's shape: `sn` legs per sub-bet (0 the full system, 1 a single), its legs and its sub-bets. */
export interface BetShape {
  sn: number;
  legs: number;
  subBets: number;
}

/**
 * The name of a bet type, the same in the slip, its receipts and My bets (glossary 16/17):
 * "3串1 ×4", "Xiên 3 ×4", "สเต็ป 3 ×4", "Trebles ×4"; "4串1" an accumulator, "4串11" the full system.
 */
export function betTypeName(t: TFunction<'common'>, { sn, legs, subBets }: BetShape): string {
  if (legs <= 1 || sn === 1) return t('betType.single');
  if (sn === 0) return t('betType.system', { legs, count: subBets });
  if (sn === legs) return legs === 2 ? t('betType.double') : t('betType.accumulator', { legs });
  if (sn === 2) return t('betType.doubles', { count: subBets });
  if (sn === 3) return t('betType.trebles', { count: subBets });
  return t('betType.folds', { k: sn, count: subBets });
}
