// The live rooms' view of the embedded sports platform: reads its feed in process (scripts/start-matchday.mjs).
import { marketLinesOf, scoreTexts } from '@matchday/server';
import { scores } from '@matchday/sports';

/**
 * A SportsFeedReader (apps/server/src/sports-feed.ts) over `createSportsPlatform(...).feed`: the
 * same snapshot, states and prices the platform's `/v1` calls answer from, without HTTP or a token.
 */
export function embeddedSportsFeed(feed, now = Date.now) {
  const view = (snap, fixture, lang) => {
    const state = snap.stateOf(fixture);
    const match = {
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
