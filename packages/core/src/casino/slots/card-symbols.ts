import type { SlotSymbol } from './slot-types.js';

/** A card rank reads the same in every language. */
export function cardSymbol(code: string, label: string, pays: readonly [number, number, number]): SlotSymbol {
  return { code, kind: 'pay', name: { en: label, 'zh-cn': label, vi: label, th: label }, pays };
}
