import type { Names } from './sports.js';

/** What a market prices; the odds engine has one builder per kind. */
export type MarketKind =
  | 'three-way'
  | 'winner'
  | 'handicap'
  | 'total'
  | 'odd-even'
  | 'both-score'
  | 'correct-score'
  | 'set-handicap'
  | 'total-sets'
  | 'outright';

/** A market type (`mty`) offered at some market periods (`pe`). */
export interface MarketType {
  mty: number;
  kind: MarketKind;
  periods: readonly number[];
}

export const MARKET_NAMES: Readonly<Record<MarketKind, Names>> = {
  'three-way': { zh: '独赢', en: '1X2', vi: '1X2', th: '1X2' },
  winner: { zh: '胜负', en: 'Winner', vi: 'Thắng trận', th: 'ผู้ชนะ' },
  handicap: { zh: '让球', en: 'Handicap', vi: 'Kèo chấp', th: 'แฮนดิแคป' },
  total: { zh: '大小', en: 'Over/Under', vi: 'Tài/Xỉu', th: 'สูง/ต่ำ' },
  'odd-even': { zh: '单双', en: 'Odd/Even', vi: 'Chẵn/Lẻ', th: 'คี่/คู่' },
  'both-score': { zh: '双方进球', en: 'Both Teams to Score', vi: 'Cả hai đội ghi bàn', th: 'ทั้งสองทีมทำประตู' },
  'correct-score': { zh: '波胆', en: 'Correct Score', vi: 'Tỷ số chính xác', th: 'ทายผลสกอร์' },
  'set-handicap': { zh: '让盘', en: 'Set Handicap', vi: 'Chấp set', th: 'แฮนดิแคปเซต' },
  'total-sets': { zh: '总盘数', en: 'Total Sets', vi: 'Tổng số set', th: 'จำนวนเซตรวม' },
  outright: { zh: '冠军', en: 'Outright Winner', vi: 'Vô địch', th: 'ผู้ชนะเลิศ' },
};

const m = (mty: number, kind: MarketKind, ...periods: number[]): MarketType => ({ mty, kind, periods });

/** Market types priced per sport, from the contract's §5.6 list; full-time period first. */
export const SPORT_MARKETS: Readonly<Record<number, readonly MarketType[]>> = {
  1: [
    m(1005, 'three-way', 1001, 1002),
    m(1000, 'handicap', 1001, 1002),
    m(1007, 'total', 1001, 1002),
    m(1008, 'odd-even', 1001),
    m(1027, 'both-score', 1001),
    m(1099, 'correct-score', 1001, 1002),
  ],
  177: [
    m(177003, 'three-way', 177001, 177002),
    m(177001, 'handicap', 177001, 177002),
    m(177002, 'total', 177001, 177002),
    m(177007, 'odd-even', 177001),
    m(177021, 'both-score', 177001),
    m(177019, 'correct-score', 177001),
  ],
  2: [
    m(2003, 'three-way', 2001),
    m(2001, 'handicap', 2001),
    m(2002, 'total', 2001),
    m(2004, 'odd-even', 2001),
    m(2019, 'both-score', 2001),
    m(2012, 'correct-score', 2001),
  ],
  3: [
    m(3004, 'winner', 3001),
    m(3002, 'handicap', 3001, 3003),
    m(3003, 'total', 3001, 3003),
    m(3001, 'three-way', 3002),
    m(3005, 'odd-even', 3001),
  ],
  178: [
    m(178003, 'winner', 178001),
    m(178001, 'handicap', 178001),
    m(178002, 'total', 178001),
    m(178007, 'three-way', 178002),
    m(178006, 'odd-even', 178001),
  ],
  8: [
    m(8005, 'three-way', 8001),
    m(8001, 'handicap', 8001),
    m(8002, 'total', 8001),
    m(8007, 'odd-even', 8001),
    m(8008, 'winner', 8001),
  ],
  4: [m(4003, 'three-way', 4001), m(4001, 'handicap', 4001), m(4002, 'total', 4001), m(4007, 'odd-even', 4001)],
  6: [
    m(6003, 'winner', 6001),
    m(6001, 'handicap', 6001),
    m(6002, 'total', 6001),
    m(6006, 'odd-even', 6001),
    m(6009, 'three-way', 6002),
  ],
  7: [
    m(7003, 'winner', 7001),
    m(7001, 'handicap', 7001),
    m(7002, 'total', 7001),
    m(7007, 'odd-even', 7001),
    m(7006, 'three-way', 7002),
  ],
  14: [m(14002, 'winner', 14001), m(14003, 'total', 14001), m(14006, 'odd-even', 14001)],
  5: [
    m(5001, 'winner', 5001),
    m(5002, 'handicap', 5001),
    m(5003, 'total', 5001),
    m(5004, 'set-handicap', 5001),
    m(5005, 'total-sets', 5001),
  ],
  13: [
    m(13001, 'winner', 13001),
    m(13002, 'handicap', 13001),
    m(13003, 'total', 13001),
    m(13008, 'set-handicap', 13001),
    m(13009, 'total-sets', 13001),
  ],
  51: [
    m(51001, 'winner', 51001),
    m(51002, 'handicap', 51001),
    m(51003, 'total', 51001),
    m(51008, 'set-handicap', 51001),
    m(51009, 'total-sets', 51001),
  ],
  47: [
    m(47001, 'winner', 47001),
    m(47002, 'handicap', 47001),
    m(47003, 'total', 47001),
    m(47009, 'set-handicap', 47001),
    m(47010, 'total-sets', 47001),
  ],
  15: [
    m(15001, 'winner', 15001),
    m(15002, 'handicap', 15001),
    m(15003, 'total', 15001),
    m(15009, 'set-handicap', 15001),
    m(15010, 'total-sets', 15001),
  ],
  16: [m(16003, 'winner', 16001), m(16001, 'set-handicap', 16001), m(16002, 'total-sets', 16001)],
  19: [m(19002, 'winner', 19001), m(19001, 'total', 19001)],
  100: [],
};

/** The outright winner market of a sport (`sid*1000 + 998` at period `sid*1000 + 999`). */
export function outrightMarket(sid: number): MarketType {
  return m(sid * 1000 + 998, 'outright', sid * 1000 + 999);
}
