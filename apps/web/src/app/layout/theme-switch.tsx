import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTheme, storedTheme, type Theme } from '@/shared/theme/theme';

export function ThemeSwitch() {
  const { t } = useTranslation();
  const [theme, setTheme] = useState<Theme>(storedTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      data-testid="theme-switch"
      aria-label={next === 'light' ? t('header.themeLight') : t('header.themeDark')}
      title={next === 'light' ? t('header.themeLight') : t('header.themeDark')}
      onClick={() => {
        applyTheme(next);
        setTheme(next);
      }}
      className="flex h-9 w-9 items-center justify-center rounded-lg border border-line hover:bg-surface-2"
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 fill-current">
        {theme === 'dark' ? (
          <path d="M12 4a1 1 0 0 1 1 1v1a1 1 0 1 1-2 0V5a1 1 0 0 1 1-1Zm0 4a4 4 0 1 1 0 8 4 4 0 0 1 0-8Zm7 3a1 1 0 1 1 0 2h-1a1 1 0 1 1 0-2h1ZM6 11a1 1 0 1 1 0 2H5a1 1 0 1 1 0-2h1Zm6 6a1 1 0 0 1 1 1v1a1 1 0 1 1-2 0v-1a1 1 0 0 1 1-1Z" />
        ) : (
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z" />
        )}
      </svg>
    </button>
  );
}
