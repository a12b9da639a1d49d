import { formatAmountWithCommas, majorToMinor, minorToMajor } from '@matchday/core';

/** Integer minor units as the member reads them: "5,000,000 VND", "-12.5 USD". */
export function formatMoney(minor: number, currency: string): string {
  return `${formatAmountWithCommas(minorToMajor(minor))} ${currency}`;
}

/** A typed amount ("1,234.5") in minor units, or null when it is not a positive amount with at most two decimals. */
export function parseMoneyInput(text: string): number | null {
  const clean = text.replace(/,/g, '').trim();
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return null;
  const minor = majorToMinor(Number(clean));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : null;
}

/** A fresh key for one money request, reused by its retries so the server moves money once. */
export const newRequestKey = (prefix: string) => `${prefix}-${crypto.randomUUID()}`;
