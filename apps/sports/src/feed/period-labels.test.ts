import { matchStatus } from '@matchday/contract';
import { describe, expect, it } from 'vitest';
import { buildLeagues } from '../catalogue/leagues.js';
import { SPORT_PROFILES } from '../catalogue/sports.js';
import { matchModel } from '../schedule/model.js';
import { advance } from '../simulator/advance.js';
import { periodCode, scores } from '../simulator/clock.js';
import { initialState } from '../simulator/state.js';
import { languagePack } from './language-pack.js';

const LANGUAGES = ['CMN', 'ENG', 'VIE', 'THA'] as const;
const THAI = /[\u0E00-\u0E7F]/;
const leagues = buildLeagues(3);

/** Plays a match to its end and returns every live period code and score period code it sent. */
function playToEnd(sid: number, seed: number): { live: Set<number>; scored: Set<number> } {
  const league = leagues.find((l) => l.sid === sid);
  const [home, away] = [league?.teams[seed % 16], league?.teams[(seed + 3) % 16]];
  if (!home || !away) throw new Error(`no teams for ${sid}`);
  const profile = SPORT_PROFILES.find((p) => p.sid === sid)!;
  let state = initialState(sid, matchModel(profile.play, home, away), seed);
  const live = new Set<number>();
  const scored = new Set<number>();
  for (let i = 0; i < 20_000 && state.status !== matchStatus.ended; i++) {
    state = advance(state, 30, 1).state;
    live.add(periodCode(state));
    for (const entry of scores(state)) scored.add(entry.pe);
  }
  expect(state.status, `sport ${sid} ends`).toBe(matchStatus.ended);
  return { live, scored };
}

function expectLabelled(labels: Record<string, string> | undefined, where: string): void {
  for (const lang of LANGUAGES) {
    const text = labels?.[lang];
    expect(text, `${where} ${lang}`).toBeTruthy();
    expect(text, `${where} ${lang} is not a raw code`).not.toMatch(/\d{4,}/);
  }
  expect(labels?.THA, `${where} THA`).toMatch(THAI);
}

describe('period labels (issue 18 #6: "Period 177003" showed raw in live statistics)', () => {
  const played = SPORT_PROFILES.filter((p) => p.play.kind !== 'outright');

  it.each(played.map((p) => [p.key, p.sid] as const))(
    '%s: every live period and score period a match sends has a label in zh, en, vi and th',
    (_key, sid) => {
      const pack = languagePack();
      for (const seed of [1, 2, 3]) {
        const { live, scored } = playToEnd(sid, seed);
        for (const code of live) expectLabelled(pack['Match Period']?.[code], `Match Period ${code}`);
        for (const pe of scored) expectLabelled(pack.Period?.[pe], `Period ${pe}`);
      }
    },
  );

  it('names e-football’s second half and basketball’s overtime', () => {
    const periods = languagePack().Period;
    expect(periods?.[177003]).toMatchObject({ CMN: '下半场', ENG: 'Half 2', VIE: 'Hiệp 2', THA: 'ครึ่งหลัง' });
    expect(periods?.[3009]).toMatchObject({ CMN: '加时1', ENG: 'Overtime 1', THA: 'ต่อเวลา 1' });
    expect(periods?.[1002]?.ENG).toBe('1st Half');
  });
});
