import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { PLATFORM_LANGUAGE } from '@/shared/http/sports-client';
import { useLanguagePackQuery } from './api/language-static-list';

/** Dictionaries of the platform's language pack (contract §3.9) this page reads. */
export type PackDictionary = 'Period' | 'Match Period' | 'Match Status' | 'MarketType' | 'Option';

/** Labels from the platform's language pack, fetched once a session; undefined until it arrives or for an unknown code. */
export function useLanguagePack(): (dictionary: PackDictionary, code: number) => string | undefined {
  const { i18n } = useTranslation();
  const pack = useLanguagePackQuery();
  const languageType = PLATFORM_LANGUAGE[i18n.language as keyof typeof PLATFORM_LANGUAGE] ?? 'ENG';
  return useCallback(
    (dictionary, code) => pack.data?.[dictionary]?.[String(code)]?.[languageType],
    [pack.data, languageType],
  );
}
