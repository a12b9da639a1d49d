import type { SportsMatch, SportsTextLanguage } from '@matchday/contract';
import type { Snapshot } from '../schedule/snapshot.js';
import type { Feed } from './feed.js';
import { matchStatus } from '@matchday/contract';
import { allEntries, entryId } from './match-list.js';
import type { Entry } from './match-list.js';
import { listGroups, matchView, outrightView } from './match-view.js';
import type { MarketFilter } from './match-view.js';
import { SportsFailure } from '../errors.js';

export const MAIN_MARKETS: MarketFilter = { types: [], pairs: [] };

export function marketFilter(body: {
  marketTypes?: readonly number[] | null;
  markets?: readonly { marketType: number; period?: number | null }[] | null;
}): MarketFilter {
  return { types: body.marketTypes ?? [], pairs: body.markets ?? [] };
}

/** One Match view of a list entry: main groups for lists, every group for the detail. */
export function viewOf(
  feed: Feed,
  snap: Snapshot,
  entry: Entry,
  lang: SportsTextLanguage,
  filter: MarketFilter | 'all',
): SportsMatch {
  if (entry.kind === 'outright') {
    const league = snap.league(entry.event.leagueId);
    if (!league) throw new SportsFailure('dataNotFound');
    const groups = feed.outrightMarkets(entry.event, league, lang);
    return outrightView(
      entry.event,
      league,
      filter === 'all' ? groups : listGroups(entry.event.sid, groups, filter),
      lang,
    );
  }
  const { fixture } = entry;
  const league = snap.league(fixture.leagueId);
  if (!league) throw new SportsFailure('dataNotFound');
  const state = snap.stateOf(fixture);
  const groups = feed.marketsOf(fixture, state, lang, snap.now);
  const shown = filter === 'all' ? groups : listGroups(fixture.sid, groups, filter);
  return matchView({ fixture, league, state, groups, shown, lang });
}

const SECOND = 1000;
/** Views of matches not yet started (and outrights) kept across seconds; beyond it they are dropped at once. */
const MAX_STABLE_VIEWS = 30_000;

const filterKey = (f: MarketFilter): string =>
  `${f.types.join(',')}|${f.pairs.map((p) => `${p.marketType}_${p.period ?? ''}`).join(',')}`;

/**
 * Views and their JSON shared by every list request: the entries of the current wall second
 * (states change once a second), live matches viewed once per second per language and market
 * filter, and matches not yet started and outrights viewed once until their prices change (they
 * are fixed until kick-off), so a page of 50 is mostly concatenated from cached JSON.
 */
export function createListViews(feed: Feed) {
  let second = -1;
  let entries: Entry[] | null = null;
  let live = new Map<string, SportsMatch>();
  const stable = new Map<string, { pricedFrom: object; view: SportsMatch }>();
  const json = new WeakMap<SportsMatch, string>();
  const roll = (now: number) => {
    const s = Math.floor(now / SECOND);
    if (s === second) return;
    second = s;
    entries = null;
    live = new Map();
  };

  function stableView(
    snap: Snapshot,
    entry: Entry,
    lang: SportsTextLanguage,
    filter: MarketFilter,
    key: string,
  ): SportsMatch {
    // What the prices were made from: a new outlook (or outright price) means a new view.
    const pricedFrom: object =
      entry.kind === 'outright'
        ? (feed.outrightMarkets(entry.event, snap.league(entry.event.leagueId) ?? failNotFound(), lang)[0] ??
          entry.event)
        : feed.outlookOf(entry.fixture, snap.stateOf(entry.fixture), snap.now);
    const hit = stable.get(key);
    if (hit && hit.pricedFrom === pricedFrom) return hit.view;
    const view = viewOf(feed, snap, entry, lang, filter);
    if (stable.size >= MAX_STABLE_VIEWS) stable.clear();
    stable.set(key, { pricedFrom, view });
    return view;
  }

  return {
    entries(snap: Snapshot): readonly Entry[] {
      roll(snap.now);
      entries ??= allEntries(snap);
      return entries;
    },
    view(snap: Snapshot, entry: Entry, lang: SportsTextLanguage, filter: MarketFilter): SportsMatch {
      roll(snap.now);
      const key = `${entryId(entry)}|${lang}|${filterKey(filter)}`;
      if (entry.kind === 'outright' || entry.status === matchStatus.notStarted)
        return stableView(snap, entry, lang, filter, key);
      let view = live.get(key);
      if (!view) {
        view = viewOf(feed, snap, entry, lang, filter);
        live.set(key, view);
      }
      return view;
    },
    /** A view's JSON, serialized once per view object. */
    json(view: SportsMatch): string {
      let text = json.get(view);
      if (text === undefined) {
        text = JSON.stringify(view);
        json.set(view, text);
      }
      return text;
    },
  };
}

function failNotFound(): never {
  throw new SportsFailure('dataNotFound');
}
