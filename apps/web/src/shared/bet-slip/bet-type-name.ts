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
export function betTypeName(t: TFunction, { sn, legs, subBets }: BetShape): string {
  const ns = 'common' as const;
  if (legs <= 1 || sn === 1) return t('betType.single', { ns });
  if (sn === 0) return t('betType.system', { ns, legs, count: subBets });
  if (sn === legs) return legs === 2 ? t('betType.double', { ns }) : t('betType.accumulator', { ns, legs });
  if (sn === 2) return t('betType.doubles', { ns, count: subBets });
  if (sn === 3) return t('betType.trebles', { ns, count: subBets });
  return t('betType.folds', { ns, k: sn, count: subBets });
}
