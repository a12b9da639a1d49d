import type { MarketGroup, MarketLine, OptionPrice } from '@matchday/contract';
import { MARKET_NAMES, SPORT_MARKETS } from '../catalogue/markets.js';
import type { MarketKind, MarketType } from '../catalogue/markets.js';
import { mixSeed } from '../random.js';
import { chance } from './distribution.js';
import type { Dist } from './distribution.js';
import { correctScoreType, isFirstHalf, periodPrefix, Selection, WORDS } from './labels.js';
import type { Lang } from './labels.js';
import { lineChance, lineText, mainLine } from './lines.js';
import { LOCKED, priceWithMargin } from './margin.js';
import type { Outlook } from './outlook.js';

export interface PriceOptions {
  lang: Lang;
  margin: number;
  /** A dangerous moment: lines stay listed with locked (negated) prices. */
  suspended: boolean;
}

interface Draft {
  chances: number[];
  options: Omit<OptionPrice, 'od'>[];
  line?: number;
  main?: boolean;
}

const ALTERNATIVES = [-2, -1, 0, 1, 2] as const;

/** Lines offered: `offset + k·step`. */
type Grid = readonly [step: number, offset: number];
const HALF_LINES: Grid = [1, 0.5];
const CORRECT_SCORE_MAX = 4;

const TAGS: Readonly<Record<MarketKind, readonly string[]>> = {
  'three-way': ['p'],
  winner: ['p'],
  handicap: ['p', 'h'],
  total: ['p', 'h'],
  'odd-even': ['s'],
  'both-score': ['s'],
  'correct-score': ['cs'],
  'set-handicap': ['set'],
  'total-sets': ['set'],
  outright: ['1st'],
};

const fill = (text: string, line: string): string => text.replace('{L}', line);

function handicapDrafts(diff: Dist, [step, offset]: Grid): Draft[] {
  const main = mainLine(diff, step, offset);
  return ALTERNATIVES.map((k) => {
    const line = main + k * step;
    const p = lineChance(diff, line);
    const home = lineText(line, true);
    const away = lineText(-line, true);
    return {
      line,
      main: k === 0,
      chances: [p, 1 - p],
      options: [
        { na: '{H}', nm: home, ty: Selection.Home, li: home },
        { na: '{A}', nm: away, ty: Selection.Away, li: away },
      ],
    };
  });
}

function totalDrafts(total: Dist, [step, offset]: Grid, lang: Lang): Draft[] {
  const main = -mainLine(total, step, offset);
  return ALTERNATIVES.map((k) => {
    const line = main + k * step;
    const p = lineChance(total, -line);
    const text = lineText(line, false);
    return {
      line,
      main: k === 0,
      chances: [p, 1 - p],
      options: [
        { na: fill(WORDS.over[lang], text), nm: fill(WORDS.over[lang], text), ty: Selection.Over, li: text },
        { na: fill(WORDS.under[lang], text), nm: fill(WORDS.under[lang], text), ty: Selection.Under, li: text },
      ],
    };
  });
}

function correctScoreDraft(grid: readonly (readonly number[])[], lang: Lang): Draft {
  const chances: number[] = [];
  const options: Omit<OptionPrice, 'od'>[] = [];
  let listed = 0;
  grid.forEach((row, h) =>
    row.forEach((p, a) => {
      if (h > CORRECT_SCORE_MAX || a > CORRECT_SCORE_MAX || p < 1e-9) return;
      chances.push(p);
      listed += p;
      options.push({ na: `${h}-${a}`, nm: `${h}-${a}`, ty: correctScoreType(h, a) });
    }),
  );
  chances.push(Math.max(0, 1 - listed));
  options.push({ na: WORDS.others[lang], nm: WORDS.others[lang], ty: Selection.Other });
  return { chances, options };
}

const word = (text: string, ty: number): Omit<OptionPrice, 'od'> => ({ na: text, nm: text, ty });

/** Unpriced lines of one market type at one period, or none when the model has no view on it. */
function drafts(market: MarketType, outlook: Outlook, lang: Lang, step: Grid): Draft[] {
  const home = word('{H}', Selection.Home);
  const away = word('{A}', Selection.Away);
  switch (market.kind) {
    case 'three-way':
      return [{ chances: [...outlook.threeWay], options: [home, word(WORDS.draw[lang], Selection.Draw), away] }];
    case 'winner':
      return [{ chances: [outlook.winner, 1 - outlook.winner], options: [home, away] }];
    case 'handicap':
      return handicapDrafts(outlook.diff, step);
    case 'total':
      return totalDrafts(outlook.total, step, lang);
    case 'odd-even': {
      const odd = chance(outlook.total, (v) => Math.abs(v) % 2 === 1);
      return [
        {
          chances: [odd, 1 - odd],
          options: [word(WORDS.odd[lang], Selection.Odd), word(WORDS.even[lang], Selection.Even)],
        },
      ];
    }
    case 'both-score': {
      const grid = outlook.grid ?? [];
      const neither = grid.reduce((s, row, h) => s + row.reduce((t, p, a) => t + (h === 0 || a === 0 ? p : 0), 0), 0);
      return [
        {
          chances: [1 - neither, neither],
          options: [word(WORDS.yes[lang], Selection.Yes), word(WORDS.no[lang], Selection.No)],
        },
      ];
    }
    case 'correct-score':
      return outlook.grid ? [correctScoreDraft(outlook.grid, lang)] : [];
    case 'set-handicap':
      return outlook.setDiff ? handicapDrafts(outlook.setDiff, HALF_LINES) : [];
    case 'total-sets':
      return outlook.setTotal ? totalDrafts(outlook.setTotal, HALF_LINES, lang) : [];
    case 'outright':
      return [];
  }
}

/** Line grid per sport: Asian quarter lines for soccer, x.5 lines (no push) for the rest. */
function lineStep(sid: number): Grid {
  return sid === 1 || sid === 177 ? [0.25, 0] : HALF_LINES;
}

export function priceLine(draft: Draft, id: number, options: PriceOptions, parlay: boolean): MarketLine {
  const odds = priceWithMargin(draft.chances, options.margin);
  const ss: MarketLine['ss'] = odds === null ? -1 : options.suspended ? 0 : 1;
  const op = draft.options.map((o, i) => ({
    ...o,
    od: odds === null ? LOCKED : options.suspended ? -(odds[i] ?? 1) : (odds[i] ?? LOCKED),
  }));
  const line: MarketLine = { id, ss, au: parlay ? 1 : 0, mbl: draft.main === false ? 0 : 1, op };
  if (draft.line !== undefined) line.li = lineText(draft.line, false);
  return line;
}

/** Market groups of a match from its outlooks per market period. */
export function buildMarkets(
  matchId: number,
  sid: number,
  byPeriod: ReadonlyMap<number, Outlook>,
  options: PriceOptions,
): MarketGroup[] {
  const groups: MarketGroup[] = [];
  for (const market of SPORT_MARKETS[sid] ?? []) {
    for (const pe of market.periods) {
      const outlook = byPeriod.get(pe);
      if (!outlook) continue;
      const lines = drafts(market, outlook, options.lang, lineStep(sid)).map((draft) =>
        priceLine(
          draft,
          mixSeed(matchId, market.mty, pe, Math.round((draft.line ?? 0) * 4)) & 0x7fffffff,
          options,
          !isFirstHalf(pe),
        ),
      );
      if (lines.length === 0) continue;
      const tags = [...TAGS[market.kind], ...(isFirstHalf(pe) ? ['f'] : [])];
      groups.push({
        mty: market.mty,
        pe,
        nm: periodPrefix(pe, options.lang) + MARKET_NAMES[market.kind][options.lang],
        tps: tags,
        mks: lines,
      });
    }
  }
  return groups;
}
