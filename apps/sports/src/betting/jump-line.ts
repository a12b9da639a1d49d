import { minorToMajor } from '@matchday/core';
import type { JumpLineItem, SportsRequestOf, SportsTextLanguage, betMatchMarketOfJumpLine } from '@matchday/contract';
import { MAX_SLIP_SELECTIONS } from '@matchday/contract';
import type { Snapshot } from '../schedule/snapshot.js';
import type { Bettor, BettingContext } from './betting-context.js';
import { limitsOf } from './betting-rules.js';
import { priceLeg, type PricedLeg } from './selection.js';
import { seriesOffers } from './series-math.js';
import { maxSingleStake } from './stake-limits.js';
import { displayOdds, oddsToThousandths } from './units.js';

type JumpLineBody = SportsRequestOf<typeof betMatchMarketOfJumpLine>;

/** A line that moved away: the same market's main line now, if it still offers the option. */
function movedLine(
  ctx: BettingContext,
  snap: Snapshot,
  matchId: number,
  marketId: number,
  type: number,
  lang: SportsTextLanguage,
): PricedLeg | null {
  const home = ctx.feed.marketHome(marketId);
  const fixture = snap.fixture(matchId);
  if (!home || !fixture) return null;
  const group = ctx.feed
    .marketsOf(fixture, snap.stateOf(fixture), lang, snap.now)
    .find((g) => g.mty === home.mty && g.pe === home.pe);
  const main = group?.mks.find((l) => l.mbl === 1) ?? group?.mks[0];
  return main ? priceLeg(ctx.feed, snap, { matchId, marketId: main.id, optionType: type }, lang) : null;
}

/**
 * The slip's refresh (§6.2): each selection's current price, status and stake range for this
 * member, a moved line's replacement (`omid`), and the parlay series the open legs allow.
 */
export async function jumpLine(ctx: BettingContext, bettor: Bettor, body: JumpLineBody, lang: SportsTextLanguage) {
  const limits = limitsOf(bettor.currency);
  const snap = ctx.feed.snapshot(ctx.clock());
  const legs: PricedLeg[] = [];
  const bms: JumpLineItem[] = [];
  for (const m of body.betMatchMarketList) {
    const priced =
      priceLeg(ctx.feed, snap, { matchId: m.matchId, marketId: m.marketId, optionType: m.type }, lang) ??
      movedLine(ctx, snap, m.matchId, m.marketId, m.type, lang);
    if (!priced || priced.line.ss === -1) {
      bms.push({ mid: m.marketId, ss: -1 });
      continue;
    }
    const format = m.oddsType === 2 ? 2 : 1;
    const od = oddsToThousandths(priced.option.od);
    const staked = ctx.risk.staked(bettor.userId, priced.matchId, bettor.currency);
    const exposure = ctx.risk.exposure(priced.marketId, priced.optionType, bettor.currency);
    const smax = limits && od > 0 ? maxSingleStake(limits, od, staked, exposure) : 0;
    if (priced.bettable) legs.push(priced);
    bms.push({
      mid: priced.marketId,
      ss: priced.bettable ? 1 : 0,
      op: { ...priced.option, bod: od > 0 ? displayOdds(od, format) : priced.option.od, odt: format },
      smin: limits ? minorToMajor(limits.minStake) : 0,
      smax: minorToMajor(smax),
      au: priced.line.au,
      ip: priced.inPlay,
      ...(priced.score ? { re: `${priced.score[0]}-${priced.score[1]}`, scs: priced.score } : { scs: [] }),
      ...(priced.marketId !== m.marketId ? { omid: m.marketId } : {}),
    });
  }
  const parlayLegs = legs.filter((l, i, all) => l.line.au === 1 && all.findIndex((o) => o.matchId === l.matchId) === i);
  const sos =
    body.isSelectSeries && limits
      ? seriesOffers(
          parlayLegs.map((l) => oddsToThousandths(l.option.od)),
          limits,
        )
      : undefined;
  return { bms, ...(sos ? { sos } : {}), mon: MAX_SLIP_SELECTIONS, msl: MAX_SLIP_SELECTIONS };
}
