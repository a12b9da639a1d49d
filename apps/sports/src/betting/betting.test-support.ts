import type { MarketGroup, SportsMatch } from '@matchday/contract';
import { expect } from 'vitest';
import type { SportsDatabaseConfig } from '../db/database.js';
import { testPlatform, type TestPlatform } from '../platform/test-platform.test-support.js';
import { createMemoryBetWallet, type MemoryBetWallet } from './memory-bet-wallet.test-support.js';

/** A member with 1,000,000 VND (minor units 100,000,000), whose tokens name the operator's session 31. */
export const MEMBER = { userId: 7, userName: 'member07', currency: 'VND', session: '31' } as const;
export const START_BALANCE = 100_000_000;

export interface BettingHarness extends TestPlatform {
  wallet: MemoryBetWallet;
  token: string;
  /** Posts as the member; answers the envelope. */
  bet(
    path: string,
    body: Record<string, unknown>,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers are checked field by field in the tests
  ): Promise<{ code: number; message: string; data: any; info?: string }>;
}

/**
 * The platform with betting on, an in-memory operator wallet, a member token; no live delay floor
 * unless asked. A restart passes the database and the wallet of the platform it replaces.
 */
export async function bettingHarness(
  database: SportsDatabaseConfig = { memory: true },
  timings = { liveDelayMs: { 1: 5000, 3: 3000, default: 4000 }, videoLatencyMs: 0 },
  wallet: MemoryBetWallet = createMemoryBetWallet({ [`${MEMBER.userId}:VND`]: START_BALANCE }),
): Promise<BettingHarness> {
  const tp = await testPlatform('/sports-api', database, {
    wallet: wallet.wallet,
    bettingTimings: timings,
    settleEveryMs: 0,
  });
  const token = tp.tokens.issue({ ...MEMBER, lang: 'ENG' }).token;
  return {
    ...tp,
    wallet,
    token,
    async bet(path, body) {
      // A fresh token per call: tests move the clock by hours, past a token's minute.
      const res = await tp.post(path, body, { authorization: tp.tokens.issue({ ...MEMBER, lang: 'ENG' }).token });
      expect(res.status).toBe(200);
      return res.json as never;
    },
  };
}

export interface Pick {
  match: SportsMatch;
  group: MarketGroup;
  marketId: number;
  optionType: number;
  odds: number;
}

/** Open selections of matches in a list group (1 live, 3 today, 4 early), main 1X2-or-first market, first open option. */
export async function picks(h: BettingHarness, type: number, sportId = 1): Promise<Pick[]> {
  const res = await h.post('/v1/match/getList', { type, sportId, size: 50, languageType: 'ENG' });
  const records = (res.json.data as { records: SportsMatch[] }).records;
  const out: Pick[] = [];
  for (const match of records) {
    for (const group of match.mg) {
      const line = group.mks.find((l) => l.ss === 1 && l.op.every((o) => o.od > 1.01));
      if (!line) continue;
      const op = line.op[0]!;
      out.push({ match, group, marketId: line.id, optionType: op.ty, odds: op.od });
      break;
    }
  }
  return out;
}

export const single = (p: Pick, unitStake: number, extra: Record<string, unknown> = {}) => ({
  unitStake,
  oddsChange: 1,
  betOptionList: [{ marketId: p.marketId, optionType: p.optionType, odds: p.odds, oddsFormat: 1, matchId: p.match.id }],
  ...extra,
});
