import { fc, test as fcTest } from '@fast-check/vitest';
import { describe, expect, test } from 'vitest';
import { Outcome as O } from './outcome.js';
import type { Outcome } from './outcome.js';
import { seriesCombinations } from './series.js';
import { settleBet } from './settle-bet.js';
import type { Bet } from './settle-bet.js';
import { SettlementError } from '../errors.js';

type Leg = [odds: number, outcome: Outcome];

/** A bet over legs a, b, c… and the outcomes keyed by leg id. */
function bet(legs: Leg[], seriesValue: number, unitStake: number): [Bet, Map<string, Outcome>] {
  const ids = legs.map((_, i) => String.fromCharCode(97 + i));
  return [
    { legs: legs.map(([odds], i) => ({ id: ids[i] ?? '', odds })), seriesValue, unitStake },
    new Map(legs.map(([, outcome], i) => [ids[i] ?? '', outcome])),
  ];
}

const settle = (legs: Leg[], seriesValue: number, unitStake: number) => settleBet(...bet(legs, seriesValue, unitStake));

describe('singles', () => {
  test.each<[string, Leg, number, number]>([
    ['won at 1.79', [1.79, O.Won], 1000, 1790],
    ['lost', [1.79, O.Lost], 1000, 0],
    ['push: stake back', [1.79, O.Void], 1000, 1000],
    ['cancelled: stake back', [1.79, O.Cancelled], 1000, 1000],
    ['won half at 1.9: half at odds, half back', [1.9, O.WonHalf], 1000, 1450],
    ['lost half: half back', [1.9, O.LostHalf], 1000, 500],
    ['won at 1.333 rounds down 443.889', [1.333, O.Won], 333, 443],
    ['won half at 1.555 rounds down 129.0275', [1.555, O.WonHalf], 101, 129],
    ['lost half rounds down 50.5', [2, O.LostHalf], 101, 50],
  ])('%s', (_name, leg, stake, payout) => {
    expect(settle([leg], 1, stake)).toEqual({ status: 'settled', stake, payout });
  });

  test('an ungraded single stays open', () => {
    expect(settle([[1.79, O.NotSettled]], 1, 1000)).toEqual({ status: 'open', stake: 1000 });
  });
});

describe('parlays', () => {
  test.each<[string, Leg[], number]>([
    [
      'all won: 10.00 × 2 × 1.5 × 3.25',
      [
        [2, O.Won],
        [1.5, O.Won],
        [3.25, O.Won],
      ],
      9750,
    ],
    [
      'a void leg counts at odds 1: 10.00 × 2 × 3.25',
      [
        [2, O.Won],
        [1.5, O.Void],
        [3.25, O.Won],
      ],
      6500,
    ],
    [
      'a cancelled leg counts at odds 1',
      [
        [2, O.Won],
        [1.5, O.Cancelled],
        [3.25, O.Won],
      ],
      6500,
    ],
    [
      'a won-half leg at 1.9 counts (1 + 1.9) / 2 = 1.45',
      [
        [2, O.Won],
        [1.9, O.WonHalf],
        [3.25, O.Won],
      ],
      9425,
    ],
    [
      'a lost-half leg counts 0.5',
      [
        [2, O.Won],
        [1.5, O.LostHalf],
        [3.25, O.Won],
      ],
      3250,
    ],
    [
      'one lost leg loses it all',
      [
        [2, O.Won],
        [1.5, O.Lost],
        [3.25, O.Won],
      ],
      0,
    ],
    [
      'every leg void: stake back',
      [
        [2, O.Void],
        [1.5, O.Cancelled],
        [3.25, O.Void],
      ],
      1000,
    ],
  ])('%s', (_name, legs, payout) => {
    expect(settle(legs, legs.length, 1000)).toEqual({ status: 'settled', stake: 1000, payout });
  });

  test('a parlay settles only when all its legs have, even after a leg has lost', () => {
    expect(
      settle(
        [
          [2, O.Lost],
          [1.5, O.NotSettled],
        ],
        2,
        1000,
      ),
    ).toEqual({ status: 'open', stake: 1000 });
    const [partial, outcomes] = bet(
      [
        [2, O.Won],
        [1.5, O.Won],
      ],
      2,
      1000,
    );
    outcomes.delete('b');
    expect(settleBet(partial, outcomes).status).toBe('open');
  });
});

describe('series and systems', () => {
  test.each<[number, number, number]>([
    [3, 2, 3],
    [4, 2, 6],
    [4, 3, 4],
    [5, 3, 10],
    [3, 0, 4],
    [4, 0, 11],
    [5, 0, 26],
    [6, 0, 57],
    [7, 0, 120],
    [8, 0, 247],
    [10, 0, 1013],
  ])('%i legs, series %i: %i sub-bets', (legs, seriesValue, subBets) => {
    const combos = seriesCombinations(legs, seriesValue);
    expect(combos).toHaveLength(subBets);
    expect(new Set(combos.map((c) => c.join()))).toHaveProperty('size', subBets);
    for (const c of combos) expect(c).toEqual([...new Set(c)].sort((a, b) => a - b));
  });

  test('Trixie (3 legs, full system) with a lost leg: only the double of the winners pays', () => {
    // AB 100 × 2 × 1.5 = 300; AC, BC and ABC hold the lost leg.
    expect(
      settle(
        [
          [2, O.Won],
          [1.5, O.Won],
          [3, O.Lost],
        ],
        0,
        100,
      ),
    ).toEqual({ status: 'settled', stake: 400, payout: 300 });
  });

  test('Trixie with a void leg: it counts at 1 in every sub-bet holding it', () => {
    // AB 300 + AC 200 + BC 150 + ABC 300.
    expect(
      settle(
        [
          [2, O.Won],
          [1.5, O.Won],
          [3, O.Void],
        ],
        0,
        100,
      ),
    ).toEqual({ status: 'settled', stake: 400, payout: 950 });
  });

  test('Yankee (4 legs, 11 sub-bets) with a won-half and a lost leg', () => {
    // C won half at 3.0 counts 2. Doubles AB 300, AC 400, BC 300; treble ABC 600; the rest hold D.
    const legs: Leg[] = [
      [2, O.Won],
      [1.5, O.Won],
      [3, O.WonHalf],
      [1.8, O.Lost],
    ];
    expect(settle(legs, 0, 100)).toEqual({ status: 'settled', stake: 1100, payout: 1600 });
  });

  test('each sub-bet is rounded down on its own, then summed', () => {
    // AB 23.687 → 23, AC 14.810 → 14, BC 19.742 → 19, ABC 26.317 → 26.
    expect(
      settle(
        [
          [1.333, O.Won],
          [1.777, O.Won],
          [1.111, O.Won],
        ],
        0,
        10,
      ),
    ).toEqual({ status: 'settled', stake: 40, payout: 82 });
  });

  test('trebles from 4 legs, all won', () => {
    // ABC 8, ABD 8, ACD 8, BCD 8 at unit 1.00 with every leg at 2.
    expect(
      settle(
        [
          [2, O.Won],
          [2, O.Won],
          [2, O.Won],
          [2, O.Won],
        ],
        3,
        100,
      ),
    ).toEqual({ status: 'settled', stake: 400, payout: 3200 });
  });
});

describe('bets that cannot be settled are refused', () => {
  test.each<[string, () => unknown]>([
    ['odds with 4 decimals', () => settle([[1.2345, O.Won]], 1, 100)],
    ['odds below 1', () => settle([[0.9, O.Won]], 1, 100)],
    [
      'bad odds on a leg not yet graded',
      () =>
        settle(
          [
            [2, O.NotSettled],
            [1.0001, O.Won],
          ],
          2,
          100,
        ),
    ],
    ['a fractional stake', () => settle([[2, O.Won]], 1, 10.5)],
    ['a negative stake', () => settle([[2, O.Won]], 1, -1)],
    [
      'a full system on 2 legs',
      () =>
        settle(
          [
            [2, O.Won],
            [2, O.Won],
          ],
          0,
          100,
        ),
    ],
    [
      'a series longer than the legs',
      () =>
        settle(
          [
            [2, O.Won],
            [2, O.Won],
          ],
          3,
          100,
        ),
    ],
    ['no legs', () => settleBet({ legs: [], seriesValue: 1, unitStake: 100 }, new Map())],
    [
      'two legs with one id',
      () =>
        settleBet(
          {
            legs: [
              { id: 'a', odds: 2 },
              { id: 'a', odds: 3 },
            ],
            seriesValue: 2,
            unitStake: 100,
          },
          new Map(),
        ),
    ],
  ])('%s', (_name, run) => {
    expect(run).toThrow(SettlementError);
  });
});

/** Independent exact reference: each leg's return as an integer over 2000 (odds in thousandths, halves doubled). */
function reference(
  legs: readonly [thousandths: number, outcome: Outcome][],
  seriesValue: number,
  unitStake: number,
): bigint {
  const over2000 = ([t, o]: [number, Outcome]): bigint => {
    const table: Partial<Record<Outcome, bigint>> = {
      [O.Won]: 2n * BigInt(t),
      [O.WonHalf]: 1000n + BigInt(t),
      [O.Void]: 2000n,
      [O.Cancelled]: 2000n,
      [O.LostHalf]: 1000n,
    };
    return table[o] ?? 0n;
  };
  return seriesCombinations(legs.length, seriesValue).reduce((sum, combo) => {
    const num = combo.reduce((p, i) => p * over2000(legs[i] ?? [0, O.Lost]), BigInt(unitStake));
    return sum + num / 2000n ** BigInt(combo.length);
  }, 0n);
}

const graded = fc.constantFrom<Outcome>(O.Won, O.WonHalf, O.Void, O.Cancelled, O.LostHalf, O.Lost);
const leg = fc.tuple(fc.integer({ min: 1001, max: 50_000 }), graded);
const series = fc
  .array(leg, { minLength: 1, maxLength: 7 })
  .chain((legs) => fc.tuple(fc.constant(legs), fc.integer({ min: legs.length >= 3 ? 0 : 1, max: legs.length })));

describe('payout arithmetic', () => {
  fcTest.prop([series, fc.integer({ min: 0, max: 10_000_000 })])(
    'equals the exact reference, never pays more than owed and stays within a minor unit per sub-bet of the real value',
    ([legs, seriesValue], stake) => {
      const result = settle(
        legs.map(([t, o]): Leg => [t / 1000, o]),
        seriesValue,
        stake,
      );
      if (result.status !== 'settled') throw new Error('every leg is graded');
      expect(BigInt(result.payout)).toBe(reference(legs, seriesValue, stake));
      const combos = seriesCombinations(legs.length, seriesValue);
      const real = combos.reduce((sum, combo) => {
        const factor = combo.reduce((p, i) => {
          const [t, o] = legs[i] ?? [0, O.Lost];
          const odds = t / 1000;
          const table: Partial<Record<Outcome, number>> = {
            [O.Won]: odds,
            [O.WonHalf]: (1 + odds) / 2,
            [O.Void]: 1,
            [O.Cancelled]: 1,
            [O.LostHalf]: 0.5,
          };
          return p * (table[o] ?? 0);
        }, 1);
        return sum + stake * factor;
      }, 0);
      expect(result.payout).toBeLessThanOrEqual(real * (1 + 1e-12) + 1e-6);
      expect(result.payout).toBeGreaterThan(real * (1 - 1e-12) - combos.length - 1e-6);
    },
  );

  fcTest.prop([fc.array(leg, { minLength: 1, maxLength: 6 }), fc.integer({ min: 0, max: 10_000_000 })])(
    'a void leg in a parlay pays exactly as the parlay without it',
    (legs, stake) => {
      const withVoid = settle([...legs.map(([t, o]): Leg => [t / 1000, o]), [1.85, O.Void]], legs.length + 1, stake);
      const without = settle(
        legs.map(([t, o]): Leg => [t / 1000, o]),
        legs.length,
        stake,
      );
      expect(withVoid).toEqual(without);
    },
  );
});
