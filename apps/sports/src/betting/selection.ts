import type { MarketGroup, MarketLine, OptionPrice, SportsTextLanguage } from '@matchday/contract';
import { sportsTextLanguages, matchStatus } from '@matchday/contract';
import type { Feed } from '../feed/feed.js';
import type { Snapshot } from '../schedule/snapshot.js';

/** What history shows of a leg, in one language (§7 leg keys). */
export interface LegNames {
  /** Match name "A vs B", or the outright's title. */
  mn: string;
  ln: string;
  /** Market name (type and period). */
  mgn: string;
  on: string;
  onm: string;
  te: { na: string; id: number }[];
}
export type NamesByLanguage = Record<SportsTextLanguage, LegNames>;

/** A selection a member asks for: `matchId` when the client sends it, else found from the market. */
export interface LegRequest {
  matchId?: number | null | undefined;
  marketId: number;
  optionType: number;
}

/** A selection as the feed prices it right now. */
export interface PricedLeg {
  matchId: number;
  /** `match_type`: 1 outright, 2 regular. */
  matchType: 1 | 2;
  sid: number;
  leagueId: number;
  kickoff: number;
  marketId: number;
  mty: number;
  pe: number;
  optionType: number;
  line: MarketLine;
  option: OptionPrice;
  /** 1 in play. */
  inPlay: 0 | 1;
  ms: number;
  /** The current score, null before kick-off and on outrights. */
  score: [number, number] | null;
  /** Open for bets: the line is on sale and the option unlocked. */
  bettable: boolean;
  /** Names in every text language (priced lazily: only placements need them). */
  names: () => NamesByLanguage;
}

const OUTRIGHT = 1;
const REGULAR = 2;

function findLine(groups: readonly MarketGroup[], marketId: number): { group: MarketGroup; line: MarketLine } | null {
  for (const group of groups) for (const line of group.mks) if (line.id === marketId) return { group, line };
  return null;
}

/** The line and option a request names among a match's or outright's groups, as a priced leg carries them. */
function pickOption(
  groups: readonly MarketGroup[],
  req: LegRequest,
): Pick<PricedLeg, 'marketId' | 'mty' | 'pe' | 'optionType' | 'line' | 'option'> | null {
  const found = findLine(groups, req.marketId);
  const option = found?.line.op.find((o) => o.ty === req.optionType);
  if (!found || !option) return null;
  const { group, line } = found;
  return { marketId: req.marketId, mty: group.mty, pe: group.pe, optionType: req.optionType, line, option };
}

/** Option names carry placeholders (§4.4): `{H}`/`{A}` the teams, `{L}` the line; history shows them filled in. */
function filled(text: string, te: LegNames['te'], line: string | undefined): string {
  return text
    .replaceAll('{H}', te[0]?.na ?? '')
    .replaceAll('{A}', te[1]?.na ?? '')
    .replaceAll('{L}', line ?? '')
    .trim();
}

function optionNames(
  group: MarketGroup | undefined,
  marketId: number,
  optionType: number,
  base: Omit<LegNames, 'mgn' | 'on' | 'onm'>,
): LegNames {
  const line = group?.mks.find((l) => l.id === marketId);
  const option = line?.op.find((o) => o.ty === optionType);
  const on = filled(option?.na ?? '', base.te, option?.li);
  const onm = filled(option?.nm ?? '', base.te, option?.li);
  return { ...base, mgn: group?.nm ?? '', on, onm };
}

const NAMES_KEPT = 20_000;
const namesByFeed = new WeakMap<Feed, Map<string, NamesByLanguage>>();

/**
 * A selection's names in every language, worked out once per feed: they never change for one
 * option of one line (a moved line has another market id), and a burst of bets names the same few.
 */
function namesOnce(feed: Feed, key: string, make: () => NamesByLanguage): () => NamesByLanguage {
  return () => {
    let kept = namesByFeed.get(feed);
    if (!kept) namesByFeed.set(feed, (kept = new Map()));
    let names = kept.get(key);
    if (!names) {
      if (kept.size >= NAMES_KEPT) kept.clear();
      names = deepFreeze(make());
      kept.set(key, names);
    }
    return names;
  };
}

/** Shared between orders, so nothing may change them in place. */
function deepFreeze(names: NamesByLanguage): NamesByLanguage {
  for (const n of Object.values(names)) {
    for (const t of n.te) Object.freeze(t);
    Object.freeze(n.te);
    Object.freeze(n);
  }
  return Object.freeze(names);
}

/**
 * Finds a selection in the feed at `snap.now`, or null when the match, market line or option is
 * unknown (a line that moved away is unknown: its id was for another line value).
 */
export function priceLeg(feed: Feed, snap: Snapshot, req: LegRequest, lang: SportsTextLanguage): PricedLeg | null {
  const matchId = req.matchId ?? feed.marketHome(req.marketId)?.matchId;
  if (matchId === undefined) return null;
  const fixture = snap.fixture(matchId);
  if (fixture) {
    const league = snap.league(fixture.leagueId);
    const state = snap.stateOf(fixture);
    if (!league || state.status === matchStatus.ended) return null;
    const picked = pickOption(feed.marketsOf(fixture, state, lang, snap.now), req);
    if (!picked) return null;
    const live = state.status === matchStatus.live;
    return {
      matchId,
      matchType: REGULAR,
      sid: fixture.sid,
      leagueId: league.id,
      kickoff: fixture.kickoff,
      ...picked,
      inPlay: live ? 1 : 0,
      ms: state.status,
      score: live ? [state.score[0], state.score[1]] : null,
      bettable: picked.line.ss === 1 && picked.option.od > 0,
      names: namesOnce(
        feed,
        `${matchId}:${req.marketId}:${req.optionType}`,
        () =>
          Object.fromEntries(
            sportsTextLanguages.map((l) => {
              const group = findLine(feed.marketsOf(fixture, state, l, snap.now), req.marketId)?.group;
              const te = [fixture.home, fixture.away].map((t) => ({ na: t.names[l], id: t.id }));
              return [
                l,
                optionNames(group, req.marketId, req.optionType, { mn: fixture.names[l], ln: league.names[l], te }),
              ];
            }),
          ) as NamesByLanguage,
      ),
    };
  }
  const event = snap.outright(matchId);
  const league = event && snap.league(event.leagueId);
  if (!event || !league) return null;
  const picked = pickOption(feed.outrightMarkets(event, league, lang), req);
  if (!picked) return null;
  const open = snap.now < event.closes;
  return {
    matchId,
    matchType: OUTRIGHT,
    sid: event.sid,
    leagueId: league.id,
    kickoff: event.closes,
    ...picked,
    inPlay: 0,
    ms: open ? matchStatus.notStarted : matchStatus.ended,
    score: null,
    bettable: open && picked.line.ss === 1 && picked.option.od > 0,
    names: namesOnce(
      feed,
      `outright:${matchId}:${req.marketId}:${req.optionType}`,
      () =>
        Object.fromEntries(
          sportsTextLanguages.map((l) => [
            l,
            optionNames(
              findLine(feed.outrightMarkets(event, league, l), req.marketId)?.group,
              req.marketId,
              req.optionType,
              { mn: event.names[l], ln: league.names[l], te: [] },
            ),
          ]),
        ) as NamesByLanguage,
    ),
  };
}
