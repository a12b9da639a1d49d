import i18next, { type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/common.json';
import th from '../../locales/th/common.json';
import vi from '../../locales/vi/common.json';
import zh from '../../locales/zh-cn/common.json';
import { betTypeName, type BetShape } from './bet-type-name';

async function tIn(lng: string, common: object): Promise<TFunction<'common'>> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng,
    resources: { [lng]: { common } },
    defaultNS: 'common',
    lowerCaseLng: true,
    interpolation: { escapeValue: false },
  });
  return i18n.t;
}

const SHAPES: Record<string, BetShape> = {
  single: { sn: 1, legs: 1, subBets: 1 },
  double: { sn: 2, legs: 2, subBets: 1 },
  fourFold: { sn: 4, legs: 4, subBets: 1 },
  doubles: { sn: 2, legs: 3, subBets: 3 },
  trebles: { sn: 3, legs: 4, subBets: 4 },
  fourFolds: { sn: 4, legs: 5, subBets: 5 },
  system: { sn: 0, legs: 4, subBets: 11 },
};

const names = async (lng: string, pack: object) => {
  const t = await tIn(lng, pack);
  return Object.fromEntries(Object.entries(SHAPES).map(([k, shape]) => [k, betTypeName(t, shape)]));
};

describe('betTypeName: one name per bet type, in the slip and in My bets', () => {
  it('names trebles the glossary way (items 16/17) in zh-cn, vi and th, and plainly in en', async () => {
    expect(await names('zh-cn', zh)).toEqual({
      single: '单关',
      double: '2串1',
      fourFold: '4串1',
      doubles: '2串1 ×3',
      trebles: '3串1 ×4',
      fourFolds: '4串1 ×5',
      system: '4串11',
    });
    expect(await names('vi', vi)).toEqual({
      single: 'Cược đơn',
      double: 'Xiên 2',
      fourFold: 'Xiên 4',
      doubles: 'Xiên 2 ×3',
      trebles: 'Xiên 3 ×4',
      fourFolds: 'Xiên 4 ×5',
      system: 'Hệ thống 4 trận ×11',
    });
    expect(await names('th', th)).toEqual({
      single: 'เดิมพันเดี่ยว',
      double: 'สเต็ป 2',
      fourFold: 'สเต็ป 4',
      doubles: 'สเต็ป 2 ×3',
      trebles: 'สเต็ป 3 ×4',
      fourFolds: 'สเต็ป 4 ×5',
      system: 'ระบบ 4 คู่ ×11',
    });
    expect(await names('en', en)).toEqual({
      single: 'Single',
      double: 'Double',
      fourFold: '4-fold accumulator',
      doubles: 'Doubles ×3',
      trebles: 'Trebles ×4',
      fourFolds: '4-folds ×5',
      system: 'Full system, 4 legs ×11',
    });
  });

  it('never shows the platform’s raw series label', async () => {
    const t = await tIn('zh-cn', zh);
    expect(betTypeName(t, { sn: 3, legs: 3, subBets: 1 })).not.toMatch(/x1\*|串关/);
  });
});
