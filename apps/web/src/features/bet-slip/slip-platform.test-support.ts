import { vi } from 'vitest';

type Body = Record<string, unknown>;
type Market = { od: number; ss: 1 | 0 | -1; au: 0 | 1; ip: 0 | 1 };

/**
 * A stand-in for the sports platform behind `sportsCall`: prices per market for JumpLine, series
 * per parlay, placements and order statuses scripted per test. Every call is recorded.
 */
export function createFakePlatform() {
  const markets = new Map<number, Market>();
  const calls: Array<{ path: string; body: Body }> = [];
  const platform = {
    calls,
    smin: 10,
    smax: 1000,
    /** `sos` per number of legs asked with isSelectSeries. */
    series: [] as Array<{ sn: number; in: number; sodd: number; mi: number; mx: number }>,
    place: (_path: string, body: Body): unknown => placedFor(body),
    /** Answers to getStakeOrderStatus, one per poll; the last repeats. */
    statuses: [] as Array<Array<{ oid: string; st: number; rj?: number; rjs?: string }>>,
    other: (path: string, _body: Body): unknown => {
      throw new Error(`unexpected call ${path}`);
    },
    market(id: number, m: Partial<Market> = {}) {
      markets.set(id, { od: 1.85, ss: 1, au: 1, ip: 0, ...markets.get(id), ...m });
    },
    callsTo: (suffix: string) => calls.filter((c) => c.path.endsWith(suffix)).map((c) => c.body),
    sportsCall: vi.fn(async (path: string, body: Body = {}) => {
      calls.push({ path, body });
      if (path.endsWith('batchBetMatchMarketOfJumpLine')) {
        const asked = body.betMatchMarketList as Array<{ marketId: number; type: number }>;
        return {
          bms: asked.map((a) => {
            const m = markets.get(a.marketId);
            if (!m || m.ss === -1) return { mid: a.marketId, ss: -1 };
            return {
              mid: a.marketId,
              ss: m.ss,
              op: { na: 'Alpha', nm: '1', ty: a.type, od: m.od },
              smin: platform.smin,
              smax: platform.smax,
              au: m.au,
              ip: m.ip,
              scs: [],
            };
          }),
          ...(body.isSelectSeries ? { sos: platform.series } : {}),
          mon: 10,
          msl: 10,
        };
      }
      if (path.endsWith('bet/singlePass') || path.endsWith('betMultiple') || path.endsWith('reserve/bet'))
        return platform.place(path, body);
      if (path.endsWith('getStakeOrderStatus'))
        return platform.statuses.length > 1 ? platform.statuses.shift() : (platform.statuses[0] ?? []);
      return platform.other(path, body);
    }),
  };
  return platform;
}

let orderNo = 1;

/** Orders as the platform answers a placement: one per single or series, created, with the remark echoed. */
export function placedFor(body: Body, st = 0) {
  const items = (body.singleBetList ?? body.betMultipleData) as Array<{ thirdRemark?: string }>;
  return items.map((i) => ({
    id: String(1_000 + orderNo++),
    st,
    ops: [{ mid: '1', od: '1.85', of: 1, bod: '1.85', ...(i.thirdRemark ? { tr: i.thirdRemark } : {}) }],
  }));
}
