import { seriesSubBets } from '@matchday/core';
import { useTranslation } from 'react-i18next';
import { betTypeName } from '@/shared/bet-slip/bet-type-name';

/** The name of a series (§6.4) as My bets names it too: "3串1 ×4", "Xiên 3 ×4", "Trebles ×4", "4串11". */
export function useSeriesName(): (sn: number, legs: number, subBets?: number) => string {
  const { t } = useTranslation('common');
  return (sn, legs, subBets) => betTypeName(t, { sn, legs, subBets: subBets ?? seriesSubBets(legs, sn) });
}
