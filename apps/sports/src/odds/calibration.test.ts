import { describe, expect, test } from 'vitest';
import { sportProfile } from '../catalogue/sports.js';
import type { Team } from '../catalogue/leagues.js';
import { matchModel } from '../schedule/model.js';
import { Rng } from '../random.js';
import { advance } from '../simulator/advance.js';
import { matchStatus } from '@matchday/contract';
import { initialState } from '../simulator/state.js';
import { lineChance, mainLine } from './lines.js';
import { DEFAULT_MARGIN, priceWithMargin } from './margin.js';
import { outlooks } from './models.js';

const MATCHES = 10_000;
const DECILE_TOLERANCE = 0.02;
/** Points around the model line; at the line alone every prediction is near 50%, so deciles would only measure noise. */
const LINE_LADDER = [-12, -8, -4, 0, 4, 8, 12] as const;

/** Chances a customer reads off the prices: implied probabilities with the margin taken out. */
function implied(chances: number[]): number[] {
  const odds = priceWithMargin(chances, DEFAULT_MARGIN) ?? chances.map(() => Number.NaN);
  const sum = odds.reduce((s, o) => s + 1 / o, 0);
  return odds.map((o) => 1 / o / sum);
}

interface Decile {
  predicted: number;
  observed: number;
  count: number;
}

/** Equal-count bins of (prediction, outcome) pairs ordered by prediction. */
function deciles(pairs: [number, number][]): Decile[] {
  const sorted = [...pairs].sort((a, b) => a[0] - b[0]);
  const size = Math.ceil(sorted.length / 10);
  return Array.from({ length: 10 }, (_, i) => {
    const bin = sorted.slice(i * size, (i + 1) * size);
    return {
      predicted: bin.reduce((s, [p]) => s + p, 0) / bin.length,
      observed: bin.reduce((s, [, o]) => s + o, 0) / bin.length,
      count: bin.length,
    };
  });
}

const team = (rng: Rng, id: number): Team => ({ id, names: { zh: '', en: '', vi: '' }, rating: rng.normal(0, 0.22) });

function report(name: string, bins: Decile[]): void {
  const rows = bins.map((b) => `${(100 * b.predicted).toFixed(1)}% vs ${(100 * b.observed).toFixed(1)}%`);
  console.log(`${name} calibration per decile (predicted vs observed): ${rows.join(', ')}`);
}

describe('calibration over 10,000 simulated matches', () => {
  test('soccer 1X2 pre-match prices', () => {
    const rng = new Rng(20261123);
    const play = sportProfile(1).play;
    const pairs: [number, number][] = [];
    for (let i = 0; i < MATCHES; i++) {
      const model = matchModel(play, team(rng, 1), team(rng, 2));
      const start = initialState(1, model, rng.int(2 ** 31));
      const outlook = outlooks(start).get(1001);
      if (!outlook) throw new Error('no full-time outlook');
      const { state } = advance(start, 3 * 3600);
      expect(state.status).toBe(matchStatus.ended);
      const [h, a] = state.score;
      const result = [h > a, h === a, h < a];
      implied([...outlook.threeWay]).forEach((p, k) => pairs.push([p, result[k] ? 1 : 0]));
    }
    const bins = deciles(pairs);
    report('Soccer 1X2', bins);
    for (const bin of bins) expect(Math.abs(bin.predicted - bin.observed)).toBeLessThan(DECILE_TOLERANCE);
  });

  test('basketball totals over/under at the model line', () => {
    const rng = new Rng(4242);
    const play = sportProfile(3).play;
    const pairs: [number, number][] = [];
    const atMain: [number, number][] = [];
    for (let i = 0; i < MATCHES; i++) {
      const model = matchModel(play, team(rng, 1), team(rng, 2));
      const start = initialState(3, model, rng.int(2 ** 31));
      const outlook = outlooks(start).get(3001);
      if (!outlook) throw new Error('no full-time outlook');
      const main = -mainLine(outlook.total, 1, 0.5);
      const { state } = advance(start, 6 * 3600);
      expect(state.status).toBe(matchStatus.ended);
      const total = state.score[0] + state.score[1];
      for (const offset of LINE_LADDER) {
        const over = lineChance(outlook.total, -(main + offset));
        const pair: [number, number] = [implied([over, 1 - over])[0] ?? 0, total > main + offset ? 1 : 0];
        pairs.push(pair);
        if (offset === 0) atMain.push(pair);
      }
    }
    const bins = deciles(pairs);
    report('Basketball totals', bins);
    for (const bin of bins) expect(Math.abs(bin.predicted - bin.observed)).toBeLessThan(DECILE_TOLERANCE);
    const bias = atMain.reduce((s, [p, o]) => s + p - o, 0) / atMain.length;
    console.log(`Basketball totals at the model line: predicted minus observed over ${(100 * bias).toFixed(2)} points`);
    expect(Math.abs(bias)).toBeLessThan(DECILE_TOLERANCE);
  });
});
