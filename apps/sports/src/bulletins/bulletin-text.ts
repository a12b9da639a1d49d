/** Languages bulletins are written in; the operator writes every bulletin in all four. */
export const bulletinLanguages = ['zh-cn', 'en', 'vi', 'th'] as const;
export type BulletinLanguage = (typeof bulletinLanguages)[number];
export type BulletinText = Readonly<Record<BulletinLanguage, string>>;

/** The bulletin language a `languageType` reads: Chinese (both scripts), Vietnamese, Thai, else English. */
export function bulletinLanguage(languageType: string | null | undefined): BulletinLanguage {
  if (languageType === 'CMN' || languageType === 'ZHO') return 'zh-cn';
  if (languageType === 'VIE') return 'vi';
  if (languageType === 'THA') return 'th';
  return 'en';
}
