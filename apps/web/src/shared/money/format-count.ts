import { intlLocale } from '@matchday/core';

const formats = new Map<string, Intl.NumberFormat>();

/** A count (viewers, gifts) grouped the language's way: vi "12.345", en "12,345". */
export function formatCount(count: number, lang: string): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.NumberFormat(intlLocale(lang), { maximumFractionDigits: 0 });
    formats.set(lang, format);
  }
  return format.format(count);
}
