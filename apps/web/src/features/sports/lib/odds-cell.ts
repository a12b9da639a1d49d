import type { MarketGroup, MarketLine, OptionPrice, ScoreEntry, SportsMatch } from '@matchday/contract';
import { formatOdds, type OddsType } from '@matchday/core';
import type { SlipPick } from '@/shared/bet-slip/bet-slip-store';
import { mirroredLine, signedLine } from '@/shared/sports/handicap-line';
import { slipPickOf, type PickMatch } from './slip-pick';

/** Option `ty` values of the platform (selection types): home, away, draw, over, under. */
export const SELECTION = { home: 1, away: 2, draw: 3, over: 4, under: 5 } as const;

export type MarketKind = 'winner' | 'handicap' | 'total';

export interface OddsCell {
  /** Stable per match, market line and selection: the key that price changes are tracked under. */
  key: string;
  selection: number;
  /** Odds text in the member's format, or null when locked. */
  text: string | null;
  /** The European price the text came from (negative when locked). */
  od: number;
  /** Handicap or total line shown before the price, already in display form. */
  line?: string;
  /** The price as a bet-slip selection. */
  pick: SlipPick;
}

/**
 * The line an option is priced at, for display: handicap lines always signed ("-0/0.5", "+0/0.5"),
 * the away side mirrored when only the market line carries it; totals as they come.
 */
export function optionLine(o: Pick<OptionPrice, 'li' | 'ty'>, line: Pick<MarketLine, 'li'>, handicap: boolean) {
  if (!handicap) return o.li ?? line.li;
  if (o.li !== undefined) return signedLine(o.li);
  if (line.li === undefined) return undefined;
  return o.ty === SELECTION.away ? mirroredLine(line.li) : signedLine(line.li);
}

/** What a market group prices, read from its selections rather than from per-sport `mty` tables. */
export function marketKind(group: MarketGroup): MarketKind | null {
  const line = group.mks[0];
  if (!line || line.op.length === 0) return null;
  const types = line.op.map((o) => o.ty);
  if (types.includes(SELECTION.over) && types.includes(SELECTION.under)) return 'total';
  if (!types.includes(SELECTION.home) || !types.includes(SELECTION.away)) return null;
  const hasLine = line.li !== undefined || line.op.some((o) => o.li !== undefined);
  return hasLine ? 'handicap' : 'winner';
}

/** Cells of one market line in the member's odds format, in the list's row order (home, away, draw); a suspended line shows every price locked. */
export function lineCells(
  match: PickMatch,
  group: Pick<MarketGroup, 'nm'>,
  line: MarketLine,
  kind: MarketKind,
  oddsType: OddsType,
): OddsCell[] {
  const order: readonly number[] =
    kind === 'total' ? [SELECTION.over, SELECTION.under] : [SELECTION.home, SELECTION.away, SELECTION.draw];
  const options = order.map((ty) => line.op.find((o) => o.ty === ty)).filter((o): o is OptionPrice => o !== undefined);
  return options.map((o) => {
    const line_ = optionLine(o, line, kind === 'handicap');
    const od = line.ss === 1 ? o.od : -Math.abs(o.od);
    return {
      key: `${match.id}:${line.id}:${o.ty}`,
      selection: o.ty,
      text: formatOdds(od, oddsType),
      od,
      pick: slipPickOf(match, group, line, o),
      ...(line_ === undefined ? {} : { line: line_ }),
    };
  });
}

/** A market shown in a list row: its group and the line the row prices. */
export interface MainLine {
  group: MarketGroup;
  line: MarketLine;
}

/**
 * The list's main markets (1X2 or winner, handicap, over/under): the first group of each kind,
 * full time first, or only those of one market period when a market tab names it; its main line.
 */
export function mainLines(match: SportsMatch, period?: number): Record<MarketKind, MainLine | null> {
  const out: Record<MarketKind, MainLine | null> = { winner: null, handicap: null, total: null };
  for (const group of match.mg) {
    if (period !== undefined && group.pe !== period) continue;
    const kind = marketKind(group);
    const line = group.mks.find((l) => l.mbl !== 0) ?? group.mks[0];
    if (kind && line && out[kind] === null) out[kind] = { group, line };
  }
  return out;
}

/** The main markets' cells in the member's odds format. */
export function mainMarkets(
  match: SportsMatch,
  oddsType: OddsType,
  period?: number,
): Record<MarketKind, OddsCell[] | null> {
  const lines = mainLines(match, period);
  const cells = (kind: MarketKind) => {
    const main = lines[kind];
    return main ? lineCells(match, main.group, main.line, kind, oddsType) : null;
  };
  return { winner: cells('winner'), handicap: cells('handicap'), total: cells('total') };
}

export type PriceDirection = 'up' | 'down' | null;

/** Which way a price moved; locked or first-seen prices never flash. */
export function priceDirection(previous: number | undefined, next: number): PriceDirection {
  if (previous === undefined || previous <= 0 || next <= 0 || previous === next) return null;
  return next > previous ? 'up' : 'down';
}

/** The match's running score `[home, away]`: the total score entry (`tyg` 5) at the sport's whole-match period. */
export function matchScore(match: { sid: number; nsg: readonly ScoreEntry[] }): readonly [number, number] | null {
  const totals = match.nsg.filter((e) => e.tyg === 5);
  const entry = totals.find((e) => e.pe === match.sid * 1000) ?? totals[0];
  return entry ? entry.sc : null;
}

/** Whether any row of a list prices a draw in its winner column: then every row keeps a third (draw) row, so rows line up. */
export function listHasDraw(rows: readonly SportsMatch[], period?: number): boolean {
  return rows.some((m) => mainLines(m, period).winner?.line.op.some((o) => o.ty === SELECTION.draw) ?? false);
}
