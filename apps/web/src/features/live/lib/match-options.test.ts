import { describe, expect, it } from 'vitest';
import { lineChoices, matchLabel } from './match-options';

const ts = [
  { id: 1, na: 'Hanoi FC', lurl: '' },
  { id: 2, na: 'Saigon FC', lurl: '' },
];

describe('lineChoices', () => {
  it('keeps open lines with priced options, named for people', () => {
    const mg = [
      {
        mty: 1000,
        pe: 1001,
        nm: 'Handicap',
        tps: [],
        mks: [
          {
            id: 5,
            ss: 1 as const,
            au: 1 as const,
            li: '0.5',
            op: [
              { na: '{H}', nm: '-0.5', ty: 1, od: 1.9 },
              { na: '{A}', nm: '+0.5', ty: 2, od: 1.95 },
            ],
          },
          { id: 6, ss: 0 as const, au: 1 as const, op: [{ na: '{H}', nm: '-1', ty: 1, od: -2.1 }] },
        ],
      },
      {
        mty: 1005,
        pe: 1001,
        nm: '1X2',
        tps: [],
        mks: [
          {
            id: 7,
            ss: 1 as const,
            au: 1 as const,
            op: [
              { na: '{H}', nm: '{H}', ty: 1, od: 2.2 },
              { na: 'Draw', nm: 'Draw', ty: 3, od: 0 },
            ],
          },
        ],
      },
      {
        mty: 1006,
        pe: 1001,
        nm: 'Odd/even',
        tps: [],
        mks: [{ id: 8, ss: 1 as const, au: 1 as const, op: [{ na: 'Odd', nm: 'Odd', ty: 1, od: -1.9 }] }],
      },
    ];
    expect(lineChoices({ mg, ts })).toEqual([
      {
        id: 5,
        label: 'Handicap 0.5',
        options: [
          { type: 1, name: 'Hanoi FC -0.5', odds: 1.9 },
          { type: 2, name: 'Saigon FC +0.5', odds: 1.95 },
        ],
      },
      { id: 7, label: '1X2', options: [{ type: 1, name: 'Hanoi FC', odds: 2.2 }] },
    ]);
  });

  it('names a match by its teams', () => {
    expect(matchLabel({ nm: 'Hanoi FC vs Saigon FC', ts })).toBe('Hanoi FC – Saigon FC');
    expect(matchLabel({ nm: 'V.League winner', ts: [] })).toBe('V.League winner');
  });
});
