/** The languages the site is written in; each has a pack and a menu entry (issue 18 added Thai to the menu). */
export type PackLanguage = 'zh-cn' | 'en' | 'vi' | 'th';

export const PACK_LANGUAGES: readonly PackLanguage[] = ['zh-cn', 'en', 'vi', 'th'];

export const MENU_LANGUAGES: ReadonlyArray<{ value: PackLanguage; title: string; icon: string }> = [
  { value: 'zh-cn', title: '简体中文', icon: 'flag-cn' },
  { value: 'en', title: 'English', icon: 'flag-us' },
  { value: 'vi', title: 'Tiếng Việt', icon: 'flag-vn' },
  { value: 'th', title: 'ไทย', icon: 'flag-th' },
];

export const FALLBACK_LANGUAGE: PackLanguage = 'en';

function asPack(value: string | null | undefined): PackLanguage | null {
  const lowered = (value ?? '').trim().toLowerCase();
  return (PACK_LANGUAGES as readonly string[]).includes(lowered) ? (lowered as PackLanguage) : null;
}

/** Matches a BCP 47 tag by primary subtag: zh-CN, zh-Hans, zh → zh-cn; vi-VN → vi; th-TH → th; en-US → en. */
export function menuLanguageFromBrowser(tag: string): PackLanguage | null {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  if (primary === 'zh') return 'zh-cn';
  if (primary === 'vi') return 'vi';
  if (primary === 'th') return 'th';
  if (primary === 'en') return 'en';
  return null;
}

/**
 * Spec §4 order: lang query parameter, stored preference (lowercased), deployment region, browser, 'en';
 * except that a Chinese, Vietnamese or Thai browser beats the region (issue 18: a Thai browser never got
 * Thai), while an English one, most browsers' default, does not.
 */
export function chooseLanguage(input: {
  query?: string | null;
  stored?: string | null;
  region?: string | null;
  browser?: readonly string[];
}): PackLanguage {
  const direct = asPack(input.query) ?? asPack(input.stored);
  if (direct) return direct;
  const browser = (input.browser ?? []).map(menuLanguageFromBrowser).find((lang) => lang !== null) ?? null;
  if (browser && browser !== 'en') return browser;
  return asPack(input.region) ?? browser ?? FALLBACK_LANGUAGE;
}

/** Spec §1: the Chinese document title for zh-cn, the Thai one for th (issue 18), the Vietnamese one otherwise. */
export function documentTitleKey(lang: PackLanguage): 'zh' | 'vi' | 'th' {
  if (lang === 'zh-cn') return 'zh';
  return lang === 'th' ? 'th' : 'vi';
}
