import { describe, expect, test } from 'vitest';
import { buildLeagues } from './leagues.js';
import { MARKET_NAMES, SPORT_MARKETS } from './markets.js';
import { SPORT_PROFILES, sportProfile } from './sports.js';

const SPEC_SPORTS = [1, 2, 3, 4, 5, 6, 7, 8, 13, 14, 15, 16, 19, 47, 51, 100, 177, 178];

describe('catalogue', () => {
  test('has every sport of spec §3 with names in zh, en, vi and th', () => {
    expect(SPORT_PROFILES.map((p) => p.sid).sort((a, b) => a - b)).toEqual(SPEC_SPORTS);
    for (const p of SPORT_PROFILES) {
      expect(p.names.zh && p.names.en && p.names.vi && p.names.th).toBeTruthy();
    }
    expect(sportProfile(1).names).toEqual({ zh: '足球', en: 'Soccer', vi: 'Bóng đá', th: 'ฟุตบอล' });
  });

  test('lists market types in each sport’s own code space, with names in three languages', () => {
    for (const p of SPORT_PROFILES) {
      const markets = SPORT_MARKETS[p.sid] ?? [];
      if (p.play.kind !== 'outright') expect(markets.length).toBeGreaterThanOrEqual(2);
      for (const m of markets) {
        expect(Math.floor(m.mty / 1000)).toBe(p.sid);
        for (const pe of m.periods) expect(Math.floor(pe / 1000)).toBe(p.sid);
        expect(Object.values(MARKET_NAMES[m.kind]).every((n) => n.length > 0)).toBe(true);
      }
    }
  });

  test('builds the same leagues and teams for a seed, other ones for another seed', () => {
    const a = buildLeagues(42);
    expect(buildLeagues(42)).toEqual(a);
    expect(buildLeagues(43).map((l) => l.names.en)).not.toEqual(a.map((l) => l.names.en));
    for (const league of a) {
      expect(new Set(league.teams.map((t) => t.names.en)).size).toBe(league.teams.length);
      for (const team of league.teams) {
        expect(team.names.zh).toMatch(/[\u4e00-\u9fff]/);
        expect(team.names.en).toMatch(/^[A-Za-z .]+$/);
        expect(team.names.vi.length).toBeGreaterThan(0);
      }
    }
    expect(new Set(a.flatMap((l) => l.teams.map((t) => t.id))).size).toBe(a.reduce((n, l) => n + l.teams.length, 0));
  });
});
