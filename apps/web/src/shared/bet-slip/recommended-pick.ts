import type { PushOrder } from '@matchday/contract';
import type { SlipPick } from './bet-slip-store';

/**
 * An anchor's recommended bet (live room `pushOrder`) as a slip selection. It carries no line
 * status, parlay flag or kick-off: it goes on as open, and the slip's first refresh (JumpLine)
 * brings the real status, price and stake range.
 */
export function recommendedPick(bet: PushOrder): SlipPick {
  // The app server names a match "Home – Away"; other feeds say "Home vs Away".
  const [home = bet.matchName, away = ''] = bet.matchName.split(/\s+(?:vs\.?|v|–)\s+/i);
  return {
    matchId: bet.matchId,
    marketId: bet.marketId,
    optionType: bet.optionType,
    od: bet.odds,
    optionName: bet.optionName,
    optionShort: bet.optionName,
    marketName: bet.marketName,
    league: '',
    home,
    away,
    kickoff: null,
    li: null,
    sid: bet.sportId,
    ss: 1,
    au: 1,
  };
}
