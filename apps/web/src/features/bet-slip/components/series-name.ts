import { useTranslation } from 'react-i18next';

/** The name of a series (§6.4): doubles, trebles, k-folds, the accumulator of every leg, or the full system. */
export function useSeriesName(): (sn: number, legs: number, subBets?: number) => string {
  const { t } = useTranslation('bet-slip');
  return (sn, legs, subBets) => {
    if (sn === 0)
      return subBets === undefined ? t('series.systemShort', { legs }) : t('series.system', { legs, count: subBets });
    if (sn === 2 && legs === 2) return t('series.double');
    if (sn === legs) return t('series.accumulator', { legs });
    if (sn === 2) return t('series.doubles');
    if (sn === 3) return t('series.trebles');
    return t('series.folds', { k: sn });
  };
}
