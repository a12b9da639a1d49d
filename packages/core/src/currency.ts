/** currencyId per currency (spec §9); any other currency is 200. */
export const CURRENCY_IDS = { CNY: 1, VND: 1000, USD: 2 } as const;
export const OTHER_CURRENCY_ID = 200;
export const DEFAULT_CURRENCY = 'VND';

/** The currencyId of a user's currency; a user with none gets the regional default, VND. */
export function currencyIdOf(code: string | null | undefined): number {
  const c = (code ?? '').trim().toUpperCase();
  if (c === '') return CURRENCY_IDS.VND;
  return (CURRENCY_IDS as Record<string, number>)[c] ?? OTHER_CURRENCY_ID;
}
