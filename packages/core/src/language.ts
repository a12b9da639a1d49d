export type Language = 'zh-cn' | 'en' | 'vi';
/** Thai has a message pack but no menu entry (spec §2). */
export type PackLanguage = Language | 'th';

export const PACK_LANGUAGES: readonly PackLanguage[] = ['zh-cn', 'en', 'vi', 'th'];

export const MENU_LANGUAGES: ReadonlyArray<{ value: Language; title: string; icon: string }> = [
  { value: 'zh-cn', title: '简体中文', icon: 'flag-cn' },
  { value: 'en', title: 'English', icon: 'flag-gb' },
  { value: 'vi', title: 'Tiếng Việt', icon: 'flag-vn' },
];

const known = (v: string | null | undefined): PackLanguage | undefined => {
  const l = (v ?? '').trim().toLowerCase();
  return (PACK_LANGUAGES as readonly string[]).includes(l) ? (l as PackLanguage) : undefined;
};

/** A browser language ("zh-Hans-CN", "vi-VN", "en-US") matched to a menu option. */
export function matchBrowserLanguage(tag: string): Language | undefined {
  const l = tag.trim().toLowerCase();
  if (l === 'zh' || l.startsWith('zh-')) return 'zh-cn';
  if (l === 'vi' || l.startsWith('vi-')) return 'vi';
  if (l === 'en' || l.startsWith('en-')) return 'en';
  return undefined;
}

/**
 * Spec §4 order: the `lang` query parameter; the stored preference, lowercased; the deployment
 * region's language; the browser's languages matched to the options; English.
 */
export function chooseLanguage(input: { query?: string | null; stored?: string | null; region?: string | null; browser?: readonly string[] }): PackLanguage {
  return (
    known(input.query) ??
    known(input.stored) ??
    known(input.region) ??
    (input.browser ?? []).map(matchBrowserLanguage).find((l) => l !== undefined) ??
    'en'
  );
}

/** The document title is Chinese for zh-cn and Vietnamese otherwise (spec §1). */
export function documentTitleKey(lang: string): 'zh' | 'vi' {
  return lang.toLowerCase() === 'zh-cn' ? 'zh' : 'vi';
}
