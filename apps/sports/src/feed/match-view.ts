import type { MarketGroup, SportsLeague, SportsMatch, SportsTeam, SportsTextLanguage } from '@matchday/contract';
import type { League, Team } from '../catalogue/leagues.js';
import { sportProfile } from '../catalogue/sports.js';
import type { Play } from '../catalogue/sports.js';
import type { OutrightEvent } from '../schedule/outrights.js';
import type { Fixture } from '../schedule/schedule.js';
import { clock, scoreboard, scores } from '../simulator/clock.js';
import { matchStatus } from '@matchday/contract';
import type { MatchState } from '../simulator/state.js';

/** `match_type` (spec §5.10). */
const OUTRIGHT_TYPE = 1;
const REGULAR_TYPE = 2;
const ON_SALE = 1;

/** Market types a list item carries per sport: the spec's §5.7 wider set, as far as we price it. */
const LIST_MARKETS: Readonly<Record<number, readonly number[]>> = {
  1: [1000, 1007, 1005],
  2: [2003, 2002, 2001],
  3: [3002, 3003, 3004],
  4: [4003, 4001, 4002],
  5: [5001, 5004, 5003, 5002],
  6: [6002, 6001, 6003],
  7: [7003, 7002, 7001],
  8: [8005, 8001, 8002],
  13: [13001, 13002, 13003],
  14: [14002, 14003, 14006],
  15: [15003, 15002, 15001],
  16: [16001, 16003],
  19: [19001, 19002],
  47: [47001, 47002, 47003],
  51: [51001, 51002, 51003],
  177: [177001, 177002, 177003],
  178: [178001, 178002, 178003],
};

/** A request's market filter: `marketTypes` and `markets` pairs (spec §3.1); empty = no filter. */
export interface MarketFilter {
  types: readonly number[];
  pairs: readonly { marketType: number; period?: number | null }[];
}

export function leagueView(league: League, lang: SportsTextLanguage): SportsLeague {
  return {
    id: league.id,
    na: league.names[lang],
    or: league.rank,
    lurl: '',
    sid: league.sid,
    rid: league.regionId,
    rnm: league.region[lang],
    rlg: '',
    hot: league.hot,
    slid: league.id,
  };
}

export const teamView = (team: Team, lang: SportsTextLanguage, host: boolean): SportsTeam => ({
  id: team.id,
  na: team.names[lang],
  lurl: '',
  host,
});

/** Halves, quarters, sets, innings or rounds of a full match (`fid`). */
export function formatDetail(play: Play): number {
  switch (play.kind) {
    case 'goals':
    case 'possessions':
      return play.periods;
    case 'innings':
      return play.innings;
    case 'overs':
      return 2;
    case 'sets':
      return play.setsToWin * 2 - 1;
    case 'rounds':
      return play.rounds;
    case 'outright':
      return 0;
  }
}

const countLines = (groups: readonly MarketGroup[]): number => groups.reduce((n, g) => n + g.mks.length, 0);
const tagsOf = (groups: readonly MarketGroup[]): string[] => [...new Set(groups.flatMap((g) => g.tps))];

/** The main groups (main line only) a list shows, then the request's market filter. */
export function listGroups(sid: number, groups: readonly MarketGroup[], filter: MarketFilter): MarketGroup[] {
  const main = LIST_MARKETS[sid] ?? [];
  return groups
    .filter((g) => main.includes(g.mty) || g.tps.includes('1st'))
    .filter((g) => filter.types.length === 0 || filter.types.includes(g.mty))
    .filter(
      (g) =>
        filter.pairs.length === 0 ||
        filter.pairs.some((p) => p.marketType === g.mty && (p.period == null || p.period === g.pe)),
    )
    .map((g) => ({ ...g, mks: g.mks.filter((l) => l.mbl !== 0) }));
}

export interface MatchViewInput {
  fixture: Fixture;
  league: League;
  state: MatchState;
  /** Every market of the match; `shown` is what this answer carries (all of them in the detail). */
  groups: readonly MarketGroup[];
  shown: MarketGroup[];
  lang: SportsTextLanguage;
}

/** A regular match as the spec's Match (§4.1). */
export function matchView({ fixture, league, state, groups, shown, lang }: MatchViewInput): SportsMatch {
  const profile = sportProfile(fixture.sid);
  const live = state.status === matchStatus.live;
  const view: SportsMatch = {
    id: fixture.id,
    sid: fixture.sid,
    ty: REGULAR_TYPE,
    nm: fixture.names[lang],
    bt: fixture.kickoff,
    ms: state.status,
    ss: ON_SALE,
    lg: leagueView(league, lang),
    ts: [teamView(fixture.home, lang, true), teamView(fixture.away, lang, false)],
    mc: clock(state),
    nsg: scores(state),
    mg: shown,
    tms: countLines(groups),
    tps: tagsOf(groups),
    as: [],
    vs: { have: false },
    fid: formatDetail(profile.play),
    ne: 0,
    sb: scoreboard(state),
    pl: live ? 1 : 0,
  };
  if (live && profile.play.kind === 'sets') view.ssi = state.server === 0 ? 1 : 2;
  return view;
}

/** A champion event as a Match with `ty` 1: no teams, one outright group; `bt` is when betting closes. */
export function outrightView(
  event: OutrightEvent,
  league: League,
  groups: MarketGroup[],
  lang: SportsTextLanguage,
): SportsMatch {
  return {
    id: event.id,
    sid: event.sid,
    ty: OUTRIGHT_TYPE,
    nm: event.names[lang],
    bt: event.closes,
    ms: matchStatus.notStarted,
    ss: ON_SALE,
    lg: leagueView(league, lang),
    ts: [],
    nsg: [],
    mg: groups,
    tms: countLines(groups),
    tps: tagsOf(groups),
    as: [],
    ye: event.season,
    pl: 0,
  };
}
