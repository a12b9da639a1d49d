import { MENU_LANGUAGES, type PackLanguage } from '@matchday/core';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/shared/i18n/i18n';

/** zh-cn, en and vi, each with its title and icon; th has a pack but no entry (spec §2). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const flags: Record<string, string> = { 'flag-cn': '🇨🇳', 'flag-us': '🇺🇸', 'flag-gb': '🇬🇧', 'flag-vn': '🇻🇳' };
  return (
    <label className="flex items-center gap-1 text-sm">
      <span className="sr-only">{t('header.language')}</span>
      <select
        value={i18n.language}
        onChange={(e) => void changeLanguage(e.target.value as PackLanguage)}
        className="min-h-9 max-w-28 rounded-lg border border-line bg-surface px-1 text-sm text-text sm:max-w-none sm:px-2"
        data-testid="language-switch"
      >
        {MENU_LANGUAGES.map((l) => (
          <option key={l.value} value={l.value}>
            {`${flags[l.icon] ?? ''} ${l.title}`}
          </option>
        ))}
        {i18n.language === 'th' && <option value="th">{t('header.thai')}</option>}
      </select>
    </label>
  );
}
