import type { MarketGroup, MarketLine, OptionPrice, SportsMatch } from '@matchday/contract';
import { formatOdds, type OddsType } from '@matchday/core';
import type { SlipPick } from '@/shared/bet-slip/bet-slip-store';
import { handicapLine, marketKind, SELECTION } from './odds-cell';
import { fillNames } from './option-names';
import { slipPickOf, type PickMatch } from './slip-pick';

/** The detail's first tab: every market whatever its tags (contract §5.12). */
export const ALL_MARKETS = 'all';

export interface DetailOption {
  /** Per match, market line and selection, as in the list, so a price change flashes here too. */
  key: string;
  label: string;
  /** Handicap line in display form (the '+' only for European odds, core rule). */
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
      const od = line.ss === 1 ? o.od : -Math.abs(o.od);
      return {
        key: `${match.id}:${line.id}:${o.ty}`,
        label: fillNames(o.na, match, li),
        ...(handicap && li !== undefined ? { line: handicapLine(li, oddsType) } : {}),
        text: formatOdds(od, oddsType),
        od,
        pick: slipPickOf(match, group, line, o),
      };
    }),
  };
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
    markets.push({ key: `${group.mty}_${group.pe}`, name: fillNames(group.nm, match), group, lines });
    sections.set(group.pe, markets);
  }
  return [...sections].sort(([a], [b]) => periodRank(a) - periodRank(b)).map(([pe, markets]) => ({ pe, markets }));
}

/** Tabs of the detail: "all" plus each tag the match carries (contract §5.12). */
export function marketTabs(match: Pick<SportsMatch, 'tps'>): string[] {
  return [ALL_MARKETS, ...match.tps.filter((t) => t !== ALL_MARKETS)];
}
