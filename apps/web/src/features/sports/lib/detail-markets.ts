import type { MarketGroup, MarketLine, OptionPrice, SportsMatch } from '@matchday/contract';
import { formatOdds, type OddsType } from '@matchday/core';
import type { SlipPick } from '@/shared/bet-slip/bet-slip-store';
import { marketKind, optionLine, SELECTION } from './odds-cell';
import { fillNames } from './option-names';
import { slipPickOf, type PickMatch } from './slip-pick';

/** The detail's first tab: every market whatever its tags (contract §5.12). */
export const ALL_MARKETS = 'all';

export interface DetailOption {
  /** Per match, market line and selection, as in the list, so a price change flashes here too. */
  key: string;
  /** The option's full name, its line included ("Reds", "Over 2.5", "1-0"). */
  label: string;
  /** The name without its line ("Over"): what a column of the market is headed. */
  head: string;
  /** The line: handicaps always signed ("-0/0.5", "+0/0.5"), totals as they come ("2.5"). */
  line?: string;
  /** Price in the member's format, or null when locked. */
  text: string | null;
  od: number;
  /** The option as a bet-slip selection. */
  pick: SlipPick;
}

export interface DetailLine {
  id: number;
  /** The line as the snapshot has it: the live store's prices are laid over it on screen. */
  line: MarketLine;
  options: DetailOption[];
}

export interface DetailMarket {
  key: string;
  name: string;
  group: MarketGroup;
  lines: DetailLine[];
  /** Column heads when every line offers the same two or three options (teams, Over/Under): each line is then a row of prices under them. */
  columns: string[] | null;
}

export interface PeriodSection {
  pe: number;
  markets: DetailMarket[];
}

/** Three-way options read home, draw, away (contract §4.4); every other market keeps the feed's order. */
const THREE_WAY: readonly number[] = [SELECTION.home, SELECTION.draw, SELECTION.away];
function ordered(options: readonly OptionPrice[]): OptionPrice[] {
  const threeWay = options.length === 3 && options.every((o) => THREE_WAY.includes(o.ty));
  return threeWay ? THREE_WAY.map((ty) => options.find((o) => o.ty === ty)!) : [...options];
}

/** One line's options in the member's format; a line that is not open shows every price locked. */
export function detailLine(match: PickMatch, group: MarketGroup, line: MarketLine, oddsType: OddsType): DetailLine {
  const handicap = marketKind({ ...group, mks: [line] }) === 'handicap';
  return {
    id: line.id,
    line,
    options: ordered(line.op).map((o) => {
      const li = o.li ?? line.li;
      const shown = optionLine(o, line, handicap);
      const od = line.ss === 1 ? o.od : -Math.abs(o.od);
      const label = fillNames(o.na, match, li);
      return {
        key: `${match.id}:${line.id}:${o.ty}`,
        label,
        head: headOf(fillNames(o.na, match, ''), li) || label,
        ...(shown === undefined ? {} : { line: shown }),
        text: formatOdds(od, oddsType),
        od,
        pick: slipPickOf(match, group, line, o),
      };
    }),
  };
}

/** A name with its line taken out ("Over 2.5" → "Over"). */
function headOf(name: string, li: string | undefined): string {
  return (li ? name.replace(li, '') : name).replace(/\s+/g, ' ').trim();
}

/** The heads of a market's columns, when every line offers the same two or three options in one order. */
export function marketColumns(lines: readonly DetailLine[]): string[] | null {
  const heads = lines[0]?.options.map((o) => o.head);
  if (!heads || heads.length < 2 || heads.length > 3) return null;
  const same = (l: DetailLine) => l.options.length === heads.length && l.options.every((o, i) => o.head === heads[i]);
  return lines.every(same) ? heads : null;
}

/** Period order: real time and full time first, then halves, quarters, sets... (contract §5.5 numbering). */
const periodRank = (pe: number) => pe % 1000;

/**
 * Every market of the detail under one tag, grouped by market period: lines not on sale (`ss` -1)
 * are left out, as clients do (contract §4.3), and a market with none left is dropped.
 */
export function periodSections(match: SportsMatch, tag: string, oddsType: OddsType): PeriodSection[] {
  const sections = new Map<number, DetailMarket[]>();
  for (const group of match.mg) {
    if (tag !== ALL_MARKETS && !group.tps.includes(tag)) continue;
    const lines = group.mks.filter((l) => l.ss !== -1).map((l) => detailLine(match, group, l, oddsType));
    if (lines.length === 0) continue;
    const markets = sections.get(group.pe) ?? [];
    const name = fillNames(group.nm, match);
    markets.push({ key: `${group.mty}_${group.pe}`, name, group, lines, columns: marketColumns(lines) });
    sections.set(group.pe, markets);
  }
  return [...sections].sort(([a], [b]) => periodRank(a) - periodRank(b)).map(([pe, markets]) => ({ pe, markets }));
}

/** Tabs of the detail: "all" plus each tag the match carries (contract §5.12). */
export function marketTabs(match: Pick<SportsMatch, 'tps'>): string[] {
  return [ALL_MARKETS, ...match.tps.filter((t) => t !== ALL_MARKETS)];
}
