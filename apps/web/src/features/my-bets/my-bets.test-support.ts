import type { BrowserSportsData } from '@matchday/contract/client';

type BetOrder = BrowserSportsData<'/v1/order/new/bet/list'>['records'][number];
type Leg = BetOrder['ops'][number];

/** A leg as the platform lists it (§7). */
export const leg = (over: Partial<Leg> = {}): Leg => ({
  sid: 1,
  mid: 77,
  mn: 'Alpha vs Beta',
  lid: 5,
  ln: 'Test League',
  bt: 1_800_000_000_000,
  pe: 1001,
  mty: 1005,
  mgn: 'Full time 1X2',
  on: 'Alpha',
  onm: 'Alpha',
  ty: 1,
  od: 1.85,
  bo: '1.85',
  of: 1,
  mrid: 11,
  ip: 0,
  te: [
    { na: 'Alpha', id: 1 },
    { na: 'Beta', id: 2 },
  ],
  sr: 0,
  mtp: 2,
  ...over,
});

/** An accepted open single of 10.00 in USD unless told otherwise. */
export const betOrder = (id: string, over: Partial<BetOrder> = {}): BetOrder => ({
  id,
  sert: 0,
  st: 4,
  sat: 10,
  us: 10,
  bt: '1x1*1',
  sv: 1,
  al: 1,
  ic: 1,
  bn: 1,
  oc: 1,
  cte: 1_799_990_000_000,
  uwl: undefined,
  mla: 18.5,
  mwa: 8.5,
  lwa: 8.5,
  co: 1,
  cots: 0,
  cops: 0,
  coc: 0,
  crl: [],
  rcool: [],
  ab: false,
  ss: false,
  ep: 0,
  cid: 2,
  exr: 1,
  ops: [leg()],
  ...over,
});

export const betPage = (records: BetOrder[], sts: BrowserSportsData<'/v1/order/new/bet/list'>['sts'] = []) => ({
  current: 1,
  size: 30,
  total: records.length,
  totalType: 0,
  records,
  sts,
});
