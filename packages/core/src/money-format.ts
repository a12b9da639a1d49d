/**
 * Money as a member reads and types it, per currency and language (issue 18 #7). The ledger holds
 * every currency in integer 1/100 units (amount.ts); a currency shows as many of those decimals as
 * its own minor unit has (VND 0, CNY and USD 2). Shown amounts are cut toward zero to that unit, so
 * a balance of 113,838.12 VND reads "113.838 ₫" and never more than is held.
 */

/** The ledger's own decimals: every amount is an integer of 1/100 units. */
const LEDGER_DECIMALS = 2;

/** BCP 47 tags for the pack languages; anything else reads as English. */
const LOCALES: Readonly<Record<string, string>> = { 'zh-cn': 'zh-CN', vi: 'vi-VN', en: 'en-US', th: 'th-TH' };

/** The Intl locale for a pack language, with Latin digits and the Gregorian calendar whatever the region says. */
export function intlLocale(lang: string): string {
  return `${LOCALES[lang.toLowerCase()] ?? 'en-US'}-u-ca-gregory-nu-latn`;
}

const cache = new Map<string, Intl.NumberFormat>();

type Kind = 'money' | 'signed' | 'figure' | 'typed';

/** One NumberFormat per language × currency × kind, built once: formatting runs for every row and chip. */
function numberFormat(lang: string, currency: string, kind: Kind): Intl.NumberFormat {
  const key = `${lang}|${currency}|${kind}`;
  let format = cache.get(key);
  if (!format) {
    const digits = currencyDecimals(currency);
    format = new Intl.NumberFormat(intlLocale(lang), {
      ...(kind === 'money' || kind === 'signed'
        ? { style: 'currency', currency, currencyDisplay: 'narrowSymbol' }
        : {}),
      // What a member types back needs no trailing zeros ("12.5"); what is shown keeps the minor unit ("12.50").
      minimumFractionDigits: kind === 'typed' ? 0 : digits,
      maximumFractionDigits: digits,
      signDisplay: kind === 'signed' ? 'exceptZero' : 'auto',
    });
    cache.set(key, format);
  }
  return format;
}

const decimalsCache = new Map<string, number>();

/** The decimals a currency shows (ISO 4217 minor unit, at most the ledger's two): VND 0, CNY 2, USD 2. */
export function currencyDecimals(currency: string): number {
  let digits = decimalsCache.get(currency);
  if (digits === undefined) {
    try {
      const { maximumFractionDigits = LEDGER_DECIMALS } = new Intl.NumberFormat('en', {
        style: 'currency',
        currency,
      }).resolvedOptions();
      digits = Math.min(maximumFractionDigits, LEDGER_DECIMALS);
    } catch {
      digits = LEDGER_DECIMALS;
    }
    decimalsCache.set(currency, digits);
  }
  return digits;
}

/** Ledger minor units as the currency's major units, cut toward zero to its own minor unit. */
function shownMajor(minor: number, currency: string): number {
  if (!Number.isSafeInteger(minor)) throw new RangeError('minor units must be a safe integer');
  const digits = currencyDecimals(currency);
  const step = 10 ** (LEDGER_DECIMALS - digits);
  // + 0 turns -0 (a loss smaller than one shown unit) into 0, which Intl would print as "-0".
  return Math.trunc(minor / step) / 10 ** digits + 0;
}

export interface MoneyDisplay {
  /** "+500.000 ₫" for gains, "-500.000 ₫" for losses, "0 ₫" for nothing (history lines). */
  signed?: boolean;
  /** false: the figure alone, grouped for the language ("500.000"), as on a quick-stake chip. */
  symbol?: boolean;
}

/**
 * Integer ledger minor units as the language writes the currency: vi "500.000 ₫", zh-cn "¥12.50",
 * en "$12.50", th "₫500,000". A code Intl does not know shows after the figure ("12.50 XBT").
 */
export function formatMoneyIn(minor: number, currency: string, lang: string, display: MoneyDisplay = {}): string {
  const major = shownMajor(minor, currency);
  const kind = display.symbol === false ? 'figure' : display.signed ? 'signed' : 'money';
  try {
    return numberFormat(lang, currency, kind).format(major);
  } catch {
    const figure = numberFormat(lang, currency, 'figure').format(major);
    if (display.symbol === false || currency.trim() === '') return figure;
    return `${display.signed && major > 0 ? '+' : ''}${figure} ${currency}`;
  }
}

/** The grouping and decimal marks a language writes: vi "." and ",", the others "," and ".". */
export function amountMarks(lang: string): { group: string; decimal: string } {
  const parts = numberFormat(lang, 'USD', 'figure').formatToParts(1000.5);
  return {
    group: parts.find((p) => p.type === 'group')?.value ?? ',',
    decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.',
  };
}

/** The currency's symbol for the language and whether it stands before the figure (en "$") or after (vi "₫"). */
export function currencySymbol(currency: string, lang: string): { symbol: string; before: boolean } {
  try {
    const parts = numberFormat(lang, currency, 'money').formatToParts(1);
    const at = parts.findIndex((p) => p.type === 'currency');
    const integer = parts.findIndex((p) => p.type === 'integer');
    return { symbol: parts[at]?.value ?? currency, before: at < integer };
  } catch {
    return { symbol: currency, before: false };
  }
}

/** Ledger minor units as a member would type them back into an amount field: vi "500.000", en "12.5". */
export function amountText(minor: number, currency: string, lang: string): string {
  return numberFormat(lang, currency, 'typed').format(shownMajor(minor, currency));
}
