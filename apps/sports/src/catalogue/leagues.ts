import { mixSeed, Rng } from '../random.js';
import { clubName, countryName, leagueName, playerName } from './names.js';
import { SPORT_PROFILES } from './sports.js';
import type { Names } from './sports.js';

export interface Team {
  id: number;
  names: Names;
  /** Log-strength: 0 is an average side, +0.3 a strong one. */
  rating: number;
}

export interface League {
  id: number;
  sid: number;
  names: Names;
  regionId: number;
  region: Names;
  /** Hours from UTC of the league's home region, for plausible local kick-off times. */
  utcOffset: number;
  /** Rank (`or`): smaller is more important. */
  rank: number;
  hot: boolean;
  teams: readonly Team[];
}

const INDIVIDUAL = new Set([5, 15, 16, 19, 47]);
const LEAGUES_PER_SPORT: Readonly<Record<number, number>> = { 1: 6, 3: 4, 5: 3, 177: 2, 178: 2, 100: 1 };
/** Leagues take these UTC offsets in turn, so a sport's leagues cover every hour between them. */
const OFFSETS = [-5, 0, 8, 2, 9, -3, 1, 10] as const;
const TEAMS_PER_LEAGUE = 16;
const OLYMPICS = 100;
const OLYMPIC_GAMES: Names = { zh: '奥运会', en: 'Olympic Games', vi: 'Thế vận hội', th: 'กีฬาโอลิมปิก' };

function buildTeams(rng: Rng, leagueId: number, sid: number): Team[] {
  const seen = new Set<string>();
  const teams: Team[] = [];
  while (teams.length < TEAMS_PER_LEAGUE) {
    const names = sid === OLYMPICS ? countryName(rng) : INDIVIDUAL.has(sid) ? playerName(rng) : clubName(rng);
    if (seen.has(names.en)) continue;
    seen.add(names.en);
    teams.push({
      id: leagueId * 100 + teams.length + 1,
      names,
      rating: Math.max(-0.6, Math.min(0.6, rng.normal(0, 0.22))),
    });
  }
  return teams;
}

/** Leagues and teams of every sport, a pure function of the seed. */
export function buildLeagues(seed: number): League[] {
  const leagues: League[] = [];
  for (const profile of SPORT_PROFILES) {
    const count = LEAGUES_PER_SPORT[profile.sid] ?? 2;
    for (let i = 0; i < count; i++) {
      const rng = new Rng(mixSeed(seed, profile.sid, i));
      const region = countryName(rng);
      const id = profile.sid * 1000 + i + 1;
      leagues.push({
        id,
        sid: profile.sid,
        names: profile.sid === OLYMPICS ? OLYMPIC_GAMES : leagueName(rng, region, i),
        regionId: 1 + (mixSeed(seed, profile.sid, i, 7) % 200),
        region,
        utcOffset: OFFSETS[i % OFFSETS.length] ?? 0,
        rank: i + 1,
        hot: i === 0,
        teams: buildTeams(rng, id, profile.sid),
      });
    }
  }
  return leagues;
}
