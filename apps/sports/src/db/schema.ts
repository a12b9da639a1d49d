import type { Generated } from 'kysely';

/** Table types of sports.db (snake_case columns, camelCase through CamelCasePlugin). */
export interface BulletinsTable {
  id: Generated<number>;
  /** `bulletinKind` of the contract: 1 platform, 2 match, 3 maintenance. */
  kind: number;
  sportId: number | null;
  /** 1 when listTop shows it. */
  pinned: number;
  publishedAt: number;
  /** JSON `{ "zh-cn", en, vi, th }`. */
  title: string;
  content: string;
  createdAt: number;
}

/** One version of a finished match's result; a correction is a new row with the next version. */
export interface MatchResultsTable {
  id: Generated<number>;
  matchId: number;
  version: number;
  sportId: number;
  leagueId: number;
  kickoff: number;
  /** JSON `nsg`: final and per-period scores. */
  scores: string;
  /** Why a corrected version was stored; null on the first. */
  reason: string | null;
  /** An outright's champion (its team id); null on matches and called-off outrights. */
  winnerTeamId: number | null;
  recordedAt: number;
}

export interface MerchantTable {
  id: string;
  name: string;
  /** JSON array of sport ids. */
  enabledSports: string;
  updatedAt: number;
}

/** A bet (single, parlay or system); money in minor units. */
export interface OrdersTable {
  id: string;
  userId: number;
  userName: string;
  currency: string;
  /** The placement's `requestKey`; with `requestIndex` (the slip entry) unique per member. */
  requestKey: string | null;
  requestIndex: number;
  /** 1 single; k folds; 0 full system. */
  seriesValue: number;
  subBets: number;
  legCount: number;
  unitStake: number;
  totalStake: number;
  /** Return if every leg wins, stake included. */
  maxReturn: number;
  oddsChange: number;
  /** `orderStatus` of the contract. */
  status: number;
  rejectReason: number | null;
  rejectText: string | null;
  inPlay: number;
  /** When an in-play order's acceptance delay ends. */
  acceptAt: number | null;
  /** 1 while the stake of a rejected order still has to go back. */
  refundDue: Generated<number>;
  payout: number | null;
  /** Settlement version paid last (0 = never settled). */
  settledVersion: Generated<number>;
  cashedOutStake: Generated<number>;
  cashedOutPayout: Generated<number>;
  cashOutCount: Generated<number>;
  fromReserve: number;
  /** How the operator's bet history names it. */
  title: string;
  /** zh, en or vi: the language of texts written for the member (reject reasons). */
  language: string;
  relatedId: string | null;
  thirdRemark: string | null;
  deviceId: string | null;
  /** The operator's session the member placed it in (their token's); its stake's debit names it. */
  session: string | null;
  remark: string | null;
  createdAt: number;
  updatedAt: number;
  settledAt: number | null;
}

/** A selection of an order, with what settlement reads and the names shown in history. */
export interface OrderLegsTable {
  orderId: string;
  legNo: number;
  matchId: number;
  /** `match_type`: 1 outright, 2 regular. */
  matchType: number;
  sportId: number;
  leagueId: number;
  kickoff: number;
  marketId: number;
  marketType: number;
  period: number;
  optionType: number;
  line: string | null;
  teamId: number | null;
  /** European odds in thousandths. */
  odds: number;
  oddsFormat: number;
  inPlay: number;
  betScore: string | null;
  /** JSON: names per text language (`LegNames`). */
  names: string;
  /** `legOutcome` of the contract; 0 until graded. */
  outcome: Generated<number>;
  /** The result version the outcome was graded from. */
  resultVersion: Generated<number>;
  resultScore: string | null;
}

/** One settlement (or re-settlement) of an order: created, then paid through the wallet. */
export interface OrderSettlementsTable {
  orderId: string;
  version: number;
  payout: number;
  /** The earlier payout this version takes back (a corrected result). */
  reverses: Generated<number>;
  /** 0 to pay, 1 paid, 2 refused by the operator's wallet (left to the operator). */
  paid: Generated<number>;
  createdAt: number;
}

export interface CashOutsTable {
  id: string;
  orderId: string;
  userId: number;
  requestKey: string | null;
  stake: number;
  payout: number;
  /** Payout per unit of stake, thousandths. */
  unitPrice: number;
  status: number;
  paid: Generated<number>;
  createdAt: number;
}

export interface ReservesTable {
  id: string;
  userId: number;
  userName: string;
  currency: string;
  requestKey: string | null;
  unitStake: number;
  /** Target European odds in thousandths. */
  targetOdds: number;
  oddsFormat: number;
  status: number;
  failCode: number | null;
  orderId: string | null;
  /** JSON: the selection and its names. */
  leg: string;
  language: string;
  relatedId: string | null;
  /** The operator's session the member set it up in: the order it places later names it. */
  session: string | null;
  createdAt: number;
  updatedAt: number;
}

export interface ReservedCashOutsTable {
  id: string;
  orderId: string;
  userId: number;
  requestKey: string | null;
  /** The part of the order's stake it cashes out. */
  stake: number;
  /** Taken once the live value of `stake` reaches this. */
  targetPayout: number;
  /** `reservedCashOutStatus`: 0 pending, 1 being taken, 2 ended by the platform, 3 cancelled, 4 taken. */
  status: number;
  /** `reservedCashOutEndReason` when it ended unpaid. */
  endReason: number | null;
  /** The cash-out it made (its request key is `reserved-{id}`). */
  cashOutId: string | null;
  paidPayout: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface SportsDatabaseSchema {
  sportsBulletins: BulletinsTable;
  sportsMatchResults: MatchResultsTable;
  sportsMerchant: MerchantTable;
  sportsOrders: OrdersTable;
  sportsOrderLegs: OrderLegsTable;
  sportsOrderSettlements: OrderSettlementsTable;
  sportsCashOuts: CashOutsTable;
  sportsReserves: ReservesTable;
  sportsReservedCashOuts: ReservedCashOutsTable;
}
