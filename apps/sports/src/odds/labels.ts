import type { Names } from '../catalogue/sports.js';

export type Lang = keyof Names;

/** Option words in the feed's languages; `{L}` is the line. */
export const WORDS = {
  draw: { zh: '和', en: 'Draw', vi: 'Hòa', th: 'เสมอ' },
  over: { zh: '大 {L}', en: 'Over {L}', vi: 'Tài {L}', th: 'สูง {L}' },
  under: { zh: '小 {L}', en: 'Under {L}', vi: 'Xỉu {L}', th: 'ต่ำ {L}' },
  odd: { zh: '单', en: 'Odd', vi: 'Lẻ', th: 'คี่' },
  even: { zh: '双', en: 'Even', vi: 'Chẵn', th: 'คู่' },
  yes: { zh: '是', en: 'Yes', vi: 'Có', th: 'ใช่' },
  no: { zh: '否', en: 'No', vi: 'Không', th: 'ไม่ใช่' },
  others: { zh: '其他', en: 'Others', vi: 'Khác', th: 'อื่นๆ' },
  firstHalf: { zh: '上半场 ', en: '1st Half ', vi: 'Hiệp 1 ', th: 'ครึ่งแรก ' },
  regular: { zh: '常规时间 ', en: 'Regular Time ', vi: 'Thời gian chính thức ', th: 'เวลาปกติ ' },
} as const satisfies Record<string, Names>;

/** Market periods that are a first half, and those that exclude overtime. */
const FIRST_HALF = new Set([1002, 177002, 3003, 178003, 8003, 6003, 4003]);
const REGULAR = new Set([3002, 178002, 6002, 7002]);

export function periodPrefix(pe: number, lang: Lang): string {
  if (FIRST_HALF.has(pe)) return WORDS.firstHalf[lang];
  if (REGULAR.has(pe)) return WORDS.regular[lang];
  return '';
}

export function isFirstHalf(pe: number): boolean {
  return FIRST_HALF.has(pe);
}

/** Selection types (`op.ty`, contract §5.8). */
export const Selection = {
  Home: 1,
  Away: 2,
  Draw: 3,
  Over: 4,
  Under: 5,
  Even: 6,
  Odd: 7,
  Yes: 8,
  No: 9,
  Other: 364,
} as const;

/** Correct-score selection type: 100 + 10·home + away. */
export const correctScoreType = (home: number, away: number): number => 100 + 10 * home + away;
