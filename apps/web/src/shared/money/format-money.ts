import { formatMoneyIn, type MoneyDisplay } from '@matchday/core';
import i18next from 'i18next';
import { SITE_PROFILE } from '@/shared/site/site-profile';

/** The page's language, which every component re-renders on through useTranslation. */
export const pageLanguage = (): string => i18next.resolvedLanguage ?? i18next.language ?? SITE_PROFILE.language;

/**
 * Integer minor units as the page's language writes the currency: vi "500.000 ₫", zh-cn "¥12.50",
 * en "$12.50" (issue 18 #7; VND shows whole dong, cut toward zero — see core money-format.ts).
 */
export function formatMoney(minor: number, currency: string, display: MoneyDisplay & { lang?: string } = {}): string {
  return formatMoneyIn(minor, currency, display.lang ?? pageLanguage(), display);
}

/** A fresh key for one money request, reused by its retries so the server moves money once. */
export const newRequestKey = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;
