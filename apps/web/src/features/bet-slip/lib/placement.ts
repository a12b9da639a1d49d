import type { BrowserSportsBody, BrowserSportsData } from '@matchday/contract/client';
import { minorToMajor, seriesReturn, singleReturn } from '@matchday/core';
import type { SlipSelection } from '@/shared/bet-slip/bet-slip-store';

export type OddsChange = 0 | 1 | 2;
/** 1 European, 2 Hong Kong: `odds` is always European, `oddsFormat` records what the member saw (§5.9). */
export type OddsFormat = 1 | 2;
export type PlacedOrder = BrowserSportsData<'/v1/order/bet/singlePass'>[number];

/** Singles: one stake per selection. */
export interface SinglesRequest {
  kind: 'singles';
  items: Array<{ selection: SlipSelection; stake: number }>;
}

/** A parlay: its legs and a stake per sub-bet for each series staked (`sn` 0 = full system). */
export interface ParlayRequest {
  kind: 'parlay';
  legs: SlipSelection[];
  series: Array<{ sn: number; stake: number; subBets: number }>;
}

export type PlaceRequest = SinglesRequest | ParlayRequest;

/** How many bets a placement makes, what it stakes in all and the most it may return (minor units, core rules). */
export function placementTotals(req: PlaceRequest): { bets: number; stake: number; potentialReturn: number } {
  if (req.kind === 'singles') {
    return {
      bets: req.items.length,
      stake: req.items.reduce((sum, i) => sum + i.stake, 0),
      potentialReturn: req.items.reduce((sum, i) => sum + singleReturn(i.stake, i.selection.od), 0),
    };
  }
  const odds = req.legs.map((l) => l.od);
  return {
    bets: req.series.length,
    stake: req.series.reduce((sum, s) => sum + s.stake * s.subBets, 0),
    potentialReturn: req.series.reduce((sum, s) => sum + seriesReturn(s.stake, odds, s.sn), 0),
  };
}

const betOption = (s: SlipSelection, oddsFormat: OddsFormat) => ({
  matchId: s.matchId,
  marketId: s.marketId,
  optionType: s.optionType,
  odds: s.od,
  oddsFormat,
});

/** The member's settings a placement carries. */
export interface PlaceSettings {
  oddsChange: OddsChange;
  oddsFormat: OddsFormat;
}

export function singlesBody(
  req: SinglesRequest,
  { oddsChange, oddsFormat }: PlaceSettings,
  requestKey: string,
): Omit<BrowserSportsBody<'/v1/order/bet/singlePass'>, 'languageType' | 'oddsChange' | 'currencyId'> {
  return {
    // thirdRemark is echoed on the order, so each order finds its selection again.
    singleBetList: req.items.map((i) => ({
      unitStake: minorToMajor(i.stake),
      oddsChange,
      betOptionList: [betOption(i.selection, oddsFormat)],
      thirdRemark: i.selection.key,
    })),
    requestKey,
  };
}

export function parlayBody(
  req: ParlayRequest,
  { oddsChange, oddsFormat }: PlaceSettings,
  requestKey: string,
): Omit<BrowserSportsBody<'/v1/order/betMultiple'>, 'languageType' | 'oddsChange' | 'currencyId'> {
  return {
    betOptionList: req.legs.map((l) => betOption(l, oddsFormat)),
    betMultipleData: req.series.map((s) => ({
      seriesValue: s.sn,
      unitStake: minorToMajor(s.stake),
      oddsChange,
      thirdRemark: `series-${s.sn}`,
    })),
    requestKey,
  };
}

/** What a placement is, for telling a retry of it from a new one. */
export function fingerprint(req: PlaceRequest, { oddsChange }: PlaceSettings): string {
  const pick = (s: SlipSelection) => [s.marketId, s.optionType, s.od];
  return JSON.stringify(
    req.kind === 'singles'
      ? [req.kind, oddsChange, req.items.map((i) => [...pick(i.selection), i.stake])]
      : [req.kind, oddsChange, req.legs.map(pick), req.series.map((s) => [s.sn, s.stake])],
  );
}

/** One placed order and what it was for. */
export interface TrackedOrder {
  oid: string;
  st: number;
  rj?: number;
  rjs?: string;
  /** Slip selections the order bet on. */
  keys: string[];
  single: boolean;
  /** 1 for a single; a parlay's series value (0 the full system). */
  sn: number;
  /** Sub-bets of a parlay's series (1 for a single). */
  subBets?: number;
  /** What the member bet on: the option of a single, the legs of a parlay. */
  title: string;
  stake: number;
  /** The order waits an in-play acceptance delay. */
  inPlay: boolean;
  /** When that delay ends (epoch ms, this clock), from the platform's `dl`; null when it gave none. */
  decideAt: number | null;
}

/** A selection in one line: the option and its match. */
export const titleOf = (s: SlipSelection) =>
  `${s.optionName}${s.li && !s.optionName.includes(s.li) ? ` ${s.li}` : ''} (${s.home}${s.away ? ` – ${s.away}` : ''})`;

/** Pairs the placed orders with the request: by the echoed remark, else in request order (the platform answers in order). */
export function trackOrders(
  req: PlaceRequest,
  orders: readonly PlacedOrder[],
  inPlay: (key: string) => boolean,
  now = Date.now(),
): TrackedOrder[] {
  return orders.map((o, i) => {
    const remark = o.ops[0]?.tr;
    const decideAt = o.dl === undefined ? null : now + o.dl;
    if (req.kind === 'singles') {
      const item = req.items.find((x) => x.selection.key === remark) ?? req.items[i];
      const key = item?.selection.key ?? '';
      return {
        oid: o.id,
        st: o.st,
        keys: [key],
        single: true,
        sn: 1,
        title: item ? titleOf(item.selection) : '',
        stake: item?.stake ?? 0,
        inPlay: inPlay(key) || decideAt !== null,
        decideAt,
      };
    }
    const series = req.series.find((s) => `series-${s.sn}` === remark) ?? req.series[i];
    const keys = req.legs.map((l) => l.key);
    const title = req.legs.map(titleOf).join(' · ');
    return {
      oid: o.id,
      st: o.st,
      keys,
      single: false,
      sn: series?.sn ?? 0,
      title,
      stake: (series?.stake ?? 0) * (series?.subBets ?? 1),
      subBets: series?.subBets ?? 1,
      inPlay: keys.some(inPlay) || decideAt !== null,
      decideAt,
    };
  });
}
