import type { SlipPick } from './bet-slip-store';

/** A bettable selection for tests: its own match per market unless told otherwise. */
export const slipPick = (marketId: number, over: Partial<SlipPick> = {}): SlipPick => ({
  matchId: 900 + marketId,
  marketId,
  optionType: 1,
  od: 1.85,
  optionName: 'Alpha',
  optionShort: '1',
  marketName: '1X2',
  league: 'Test League',
  home: 'Alpha',
  away: 'Beta',
  kickoff: 1_800_000_000_000,
  li: null,
  sid: 1,
  ss: 1,
  au: 1,
  ...over,
});
