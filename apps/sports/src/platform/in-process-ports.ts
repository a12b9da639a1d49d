import { marketLinesOf, scoreTexts } from '@matchday/contract';
import type {
  FeedMatch,
  ResultsDesk,
  SportsAccess,
  SportsFeedReader,
  SportsMaintenance,
  SportsTextLanguage,
} from '@matchday/contract';
import type { Fixture } from '../schedule/schedule.js';
import type { Snapshot } from '../schedule/snapshot.js';
import { scores } from '../simulator/clock.js';
import type { MatchState } from '../simulator/state.js';
import type { SportsPlatform } from './create-sports-platform.js';

export interface EmbeddedAccessOptions {
  /** Where the app server mounts the platform (`/sports-api`). */
  prefix: string;
  /** A visitor's guest token names the site's currency. */
  guestCurrency: string;
}

/**
 * The app server's `SportsAccess` over a platform mounted in its own process: tokens from the
 * platform's issuer, addresses under the prefix on the app's own origin (whatever host name the
 * user typed, the embedded platform answers on it).
 */
export function embeddedSportsAccess(
  platform: Pick<SportsPlatform, 'tokens'>,
  { prefix, guestCurrency }: EmbeddedAccessOptions,
): SportsAccess {
  return {
    async grant(who, lang) {
      const { token } = platform.tokens.issue({
        userId: who?.userId ?? 0,
        userName: who?.userName ?? 'guest',
        currency: who?.currency ?? guestCurrency,
        lang,
        session: who?.session,
      });
      return {
        token,
        apiServerAddress: prefix,
        pcAddress: prefix,
        pushServerAddress: `${prefix}/push`,
        virtualAddress: `${prefix}/virtual`,
      };
    },
  };
}

/**
 * The live rooms' `SportsFeedReader` over the platform's feed in process: the same snapshot,
 * states and prices its `/v1` calls answer from, without HTTP or a token. Unknown ids are left out.
 */
export function embeddedSportsFeed(
  platform: Pick<SportsPlatform, 'feed'>,
  now: () => number = Date.now,
): SportsFeedReader {
  const { feed } = platform;
  const view = (
    snap: Snapshot,
    fixture: Fixture,
    lang: SportsTextLanguage,
  ): { match: FeedMatch; state: MatchState } => {
    const state = snap.stateOf(fixture);
    const match: FeedMatch = {
      id: fixture.id,
      sportId: fixture.sid,
      leagueName: snap.league(fixture.leagueId)?.names[lang] ?? '',
      homeName: fixture.home.names[lang],
      awayName: fixture.away.names[lang],
      ms: state.status,
      bt: fixture.kickoff,
      scores: scoreTexts(scores(state), fixture.sid),
    };
    return { match, state };
  };
  return {
    async matches(ids, lang) {
      const snap = feed.snapshot(now());
      return ids.flatMap((id) => {
        const fixture = snap.fixture(id);
        return fixture ? [view(snap, fixture, lang).match] : [];
      });
    },
    async matchDetail(id, lang) {
      const at = now();
      const snap = feed.snapshot(at);
      const fixture = snap.fixture(id);
      if (!fixture) return null;
      const { match, state } = view(snap, fixture, lang);
      return {
        ...match,
        markets: marketLinesOf(feed.marketsOf(fixture, state, lang, at), match.homeName, match.awayName),
      };
    },
  };
}

/** The super admin centre's `ResultsDesk`: the platform's own desk, called in process. */
export function embeddedResultsDesk(platform: Pick<SportsPlatform, 'resultsDesk'>): ResultsDesk {
  const desk = platform.resultsDesk;
  return {
    list: (query, lang) => desk.list(query, lang),
    correct: (change, lang) => desk.correct(change, lang),
    void: (change, lang) => desk.void(change, lang),
  };
}

/** The app's maintenance windows, handed to the platform in process. */
export function embeddedSportsMaintenance(platform: Pick<SportsPlatform, 'maintenance'>): SportsMaintenance {
  return {
    setWindows: (windows) => platform.maintenance.setWindows(windows),
    announce: (notice) => platform.maintenance.announce(notice),
  };
}
