import type { MarketGroup, MarketLine, OptionPrice, SportsMatch } from '@matchday/contract';
import type { SlipPick } from '@/shared/bet-slip/bet-slip-store';
import { fillNames } from './option-names';

/** What a price needs to know of its match to become a slip selection. */
export type PickMatch = Pick<SportsMatch, 'id' | 'sid' | 'bt' | 'nm' | 'lg' | 'ts'>;

/** One option as a bet-slip selection (sports-platform-api §6.1): ids, the European price, names and the line's status. */
export function slipPickOf(
  match: PickMatch,
  group: Pick<MarketGroup, 'nm'>,
  line: MarketLine,
  option: OptionPrice,
): SlipPick {
  const li = option.li ?? line.li;
  return {
    matchId: match.id,
    marketId: line.id,
    optionType: option.ty,
    od: option.od,
    optionName: fillNames(option.na, match, li),
    optionShort: fillNames(option.nm, match, li),
    marketName: fillNames(group.nm, match),
    league: match.lg.na,
    home: match.ts[0]?.na ?? match.nm,
    away: match.ts[1]?.na ?? '',
    kickoff: match.bt,
    li: li ?? null,
    sid: match.sid,
    ss: line.ss,
    au: line.au,
  };
}
