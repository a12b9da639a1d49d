import { readStored, writeStored } from '@/shared/storage/storage';

export type Theme = 'dark' | 'light';

/** Sets the theme on <html> (CSS variables switch on data-theme) and keeps it for the next visit. */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  writeStored('theme', theme);
}

export const storedTheme = (): Theme => readStored('theme');
