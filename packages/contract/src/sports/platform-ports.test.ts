import type { MarketGroup } from './shapes.js';
import { describe, expect, it } from 'vitest';
import { feedLanguageOf, marketLinesOf, scoreTexts } from './platform-ports.js';

describe('scoreTexts', () => {
  it('puts the match score first, then each period, leaving out cards', () => {
    const entries = [
      { pe: 1001, tyg: 5, sc: [1, 0] as [number, number] },
      { pe: 1000, tyg: 5, sc: [2, 1] as [number, number] },
      { pe: 1002, tyg: 5, sc: [1, 1] as [number, number] },
      { pe: 1000, tyg: 7, sc: [3, 2] as [number, number] },
    ];
    expect(scoreTexts(entries, 1)).toEqual(['2:1', '1:0', '1:1']);
    expect(scoreTexts([], 3)).toEqual([]);
  });
});

describe('marketLinesOf', () => {
  it('names options for people and flags lines that take bets', () => {
    const groups: MarketGroup[] = [
      {
        mty: 1000,
        pe: 1001,
        nm: 'Handicap',
        tps: ['h'],
        mks: [
          {
            id: 5,
            ss: 1,
            au: 1,
            op: [
              { na: '{H}', nm: '-0.5', ty: 1, od: 1.9 },
              { na: '{A}', nm: '+0.5', ty: 2, od: 1.9 },
            ],
          },
          { id: 6, ss: 0, au: 1, op: [{ na: 'Over 2.5', nm: 'Over 2.5', ty: 3, od: -1.8 }] },
        ],
      },
      {
        mty: 1005,
        pe: 1001,
        nm: '1X2',
        tps: ['p'],
        mks: [
          {
            id: 7,
            ss: 1,
            au: 1,
            op: [
              { na: '{H}', nm: '{H}', ty: 1, od: 2.1 },
              { na: 'Draw', nm: 'Draw', ty: 3, od: 3.2 },
            ],
          },
        ],
      },
    ];
    expect(marketLinesOf(groups, 'Hanoi FC', 'Saigon FC')).toEqual([
      {
        id: 5,
        marketName: 'Handicap',
        open: true,
        options: [
          { type: 1, name: 'Hanoi FC -0.5', odds: 1.9 },
          { type: 2, name: 'Saigon FC +0.5', odds: 1.9 },
        ],
      },
      { id: 6, marketName: 'Handicap', open: false, options: [{ type: 3, name: 'Over 2.5', odds: -1.8 }] },
      {
        id: 7,
        marketName: '1X2',
        open: true,
        options: [
          { type: 1, name: 'Hanoi FC', odds: 2.1 },
          { type: 3, name: 'Draw', odds: 3.2 },
        ],
      },
    ]);
  });

  it('maps message languages to the platform’s text languages', () => {
    expect([feedLanguageOf('zh-cn'), feedLanguageOf('vi'), feedLanguageOf('th'), feedLanguageOf('en')]).toEqual([
      'zh',
      'vi',
      'th',
      'en',
    ]);
  });
});
