import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { PackDictionary } from './use-language-pack';

/** Score types with a label of ours (contract §5.13); any other shows its code. */
const KNOWN_TYPES = new Set([5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 35, 36, 5556, 5557, 5558, 5559]);

/**
 * Names for people of a score entry (contract §4.7): our label for its score type, and its period
 * from the platform's language pack (`label`, from `useLanguagePack`), the whole match as such,
 * else the raw code.
 */
export function useScoreLabels(label: (dictionary: PackDictionary, code: number) => string | undefined) {
  const { t } = useTranslation('sports');
  const scoreType = useCallback(
    (tyg: number) =>
      KNOWN_TYPES.has(tyg) ? t(`scoreTypes.${tyg}` as 'scoreTypes.5') : t('scoreTypeOther', { code: tyg }),
    [t],
  );
  const period = useCallback(
    (pe: number, total: boolean) =>
      total ? t('detail.wholeMatch') : (label('Period', pe) ?? t('detail.periodCode', { code: pe })),
    [t, label],
  );
  return { scoreType, period };
}
