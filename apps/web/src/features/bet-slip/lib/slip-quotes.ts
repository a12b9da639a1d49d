import type { BrowserSportsData } from '@matchday/contract/client';
import { majorToMinor } from '@matchday/core';
import type { SlipSelection } from '@/shared/bet-slip/bet-slip-store';

type JumpLineData = BrowserSportsData<'/v1/order/batchBetMatchMarketOfJumpLine'>;
export type SeriesOffer = NonNullable<JumpLineData['sos']>[number];

/** One selection now, from the slip's refresh (§6.2); stakes in minor units. */
export interface Quote {
  /** 1 open, 0 suspended, -1 closed or no longer on sale. */
  ss: 1 | 0 | -1;
  /** The European price now; null when closed. */
  od: number | null;
  li: string | null;
  smin: number | null;
  smax: number | null;
  au: 0 | 1 | null;
  /** In play: the bet waits an acceptance delay. */
  ip: boolean;
}

export interface QuoteBook {
  quotes: Record<string, Quote>;
  /** Series on offer for the parlay legs (only when asked with isSelectSeries). */
  series: SeriesOffer[];
  /** Selections whose line moved (`omid`): bet on `marketId` from now on. */
  moved: Array<{ key: string; marketId: number }>;
}

/**
 * Reads JumpLine's answer: `bms` comes one per requested selection, in order; `-1` carries only
 * `mid` and `ss`; a moved line answers with the new `mid` and the asked one in `omid`.
 */
export function readJumpLine(asked: readonly SlipSelection[], data: JumpLineData): QuoteBook {
  const quotes: Record<string, Quote> = {};
  const moved: QuoteBook['moved'] = [];
  asked.forEach((sel, i) => {
    const item = data.bms[i];
    if (!item || (item.omid ?? item.mid) !== sel.marketId) return;
    if (item.omid !== undefined && item.mid !== sel.marketId) moved.push({ key: sel.key, marketId: item.mid });
    quotes[sel.key] = {
      ss: item.ss,
      od: item.ss === -1 || !item.op ? null : item.op.od,
      li: item.op?.li ?? sel.li,
      smin: item.smin === undefined ? null : majorToMinor(item.smin),
      smax: item.smax === undefined ? null : majorToMinor(item.smax),
      au: item.au ?? null,
      ip: item.ip === 1,
    };
  });
  return { quotes, series: data.sos ?? [], moved };
}

export type PriceMove = 'up' | 'down' | null;

/** How the price now compares with the one the member accepted. */
export function priceMove(accepted: number, quote: Quote | undefined): PriceMove {
  if (!quote || quote.ss !== 1 || quote.od === null || quote.od <= 0 || quote.od === accepted) return null;
  return quote.od > accepted ? 'up' : 'down';
}

/**
 * Whether a move stops placing until the member accepts it, by their odds-change setting (§6.5):
 * 0 any change, 1 a worse price only, 2 never.
 */
export function moveBlocks(setting: 0 | 1 | 2, move: PriceMove): boolean {
  if (move === null || setting === 2) return false;
  return setting === 0 || move === 'down';
}

/** The selection as it stands now: the slip's copy with the refresh's status and parlay flag. */
export function liveSelection(sel: SlipSelection, quote: Quote | undefined): SlipSelection {
  if (!quote) return sel;
  return { ...sel, ss: quote.ss, au: quote.au ?? sel.au };
}
