export const CURRENCY_IDS = { CNY: 1, VND: 1000, USD: 2 } as const;

/** Any other non-empty currency code. */
export const OTHER_CURRENCY_ID = 200;

/** Spec §9: VND is the regional default when the user has no currency. */
export const DEFAULT_CURRENCY_ID = CURRENCY_IDS.VND;

export function currencyIdOf(code: string | null | undefined): number {
  const normalized = (code ?? '').trim().toUpperCase();
  if (normalized === '') return DEFAULT_CURRENCY_ID;
  if (Object.hasOwn(CURRENCY_IDS, normalized)) return CURRENCY_IDS[normalized as keyof typeof CURRENCY_IDS];
  return OTHER_CURRENCY_ID;
}
