import { z } from 'zod';
import { defineSportsCall } from './call.js';
import type { SportsTextLanguage } from './envelope.js';
import { sportsPaths } from './paths.js';

/** `languageType` codes (spec §11.1); the language pack is keyed by them. */
export const sportsLanguageTypes = [
  'CMN',
  'ENG',
  'VIE',
  'ZHO',
  'JPN',
  'KOR',
  'SPA',
  'THA',
  'MSA',
  'IND',
  'HIN',
  'SAU',
  'DEU',
  'FRA',
  'BRA',
  'RUS',
  'TR',
] as const;
export type SportsLanguageType = (typeof sportsLanguageTypes)[number];

/** Absent means ENG (spec §2.1); an unknown code is tolerated and read as ENG too. */
export const DEFAULT_LANGUAGE_TYPE: SportsLanguageType = 'ENG';

/** The text language a `languageType` is answered in: Chinese (both scripts), Vietnamese, Thai, else English. */
export function sportsTextLanguage(languageType: string | null | undefined): SportsTextLanguage {
  if (languageType === 'CMN' || languageType === 'ZHO') return 'zh';
  if (languageType === 'VIE') return 'vi';
  if (languageType === 'THA') return 'th';
  return 'en';
}

/** Integer that may arrive as a numeric string (spec §2.1 ids, §3.3 `type`). */
export const sportsInt = z.union([
  z.number().int(),
  z
    .string()
    .regex(/^-?\d{1,16}$/)
    .transform(Number),
]);

/**
 * Fields clients merge into every body (spec §2.1). Unknown keys (e.g. `noNeedResponseMsg`) are
 * stripped, never rejected; `null` counts as absent.
 */
export const sportsBodyFields = z.object({
  languageType: z.string().max(16).nullish(),
  oddsChange: sportsInt.nullish(),
  currencyId: sportsInt.nullish(),
});

/** `data[dictionary][code][languageType]` (spec §3.9). */
export const sportsLanguagePack = z.record(z.string(), z.record(z.string(), z.record(z.string(), z.string())));

/** Dictionaries the pack always carries. */
export const sportsPackDictionaries = [
  'Sports',
  'MarketType',
  'Match Status',
  'Match Period',
  'Option',
  'Period',
  'Tournament Phase',
] as const;

export const languageStaticList = defineSportsCall({
  path: sportsPaths.languageStaticList,
  body: sportsBodyFields,
  response: sportsLanguagePack,
  auth: 'guest',
});
