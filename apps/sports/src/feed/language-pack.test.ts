import { orderRejectReason, sportsMessages, sportsTextLanguage } from '@matchday/contract';
import { describe, expect, it } from 'vitest';
import { rejectText } from '../betting/reject-texts.js';
import { buildLeagues } from '../catalogue/leagues.js';
import { languagePack } from './language-pack.js';

const THAI = /[\u0E00-\u0E7F]/;
/** An English text that is words, not a score or a code such as "1-0" or "1X2". */
const WORDY = /[A-Za-z]{2,}/;

function expectThai(eng: string, tha: string | undefined, where: string): void {
  expect(tha, where).toBeTypeOf('string');
  if (!WORDY.test(eng)) return;
  expect(tha, `${where}: Thai script`).toMatch(THAI);
  expect(tha, `${where}: differs from ENG`).not.toBe(eng);
}

describe('the THA language pack (issue 18: THA answered byte-identical to ENG)', () => {
  it('reads THA as Thai and every other code as before', () => {
    expect(sportsTextLanguage('THA')).toBe('th');
    expect(sportsTextLanguage('VIE')).toBe('vi');
    expect(sportsTextLanguage('KOR')).toBe('en');
  });

  it('has a Thai text for every key of every dictionary', () => {
    const pack = languagePack();
    let checked = 0;
    for (const [dictionary, codes] of Object.entries(pack)) {
      for (const [code, byLanguage] of Object.entries(codes)) {
        expectThai(byLanguage.ENG ?? '', byLanguage.THA, `${dictionary}[${code}]`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('names halves first and second half, as Thai and Chinese bettors say it', () => {
    const periods = languagePack()['Match Period'];
    expect(periods?.[1002]?.THA).toBe('ครึ่งแรก');
    expect(periods?.[1004]?.THA).toBe('ครึ่งหลัง');
    expect(periods?.[1002]?.CMN).toBe('上半场');
    expect(periods?.[1003]?.CMN).toBe('半场结束');
  });

  it('writes every team and league name in Thai script', () => {
    for (const league of buildLeagues(7)) {
      expectThai(league.names.en, league.names.th, `league ${league.id}`);
      for (const team of league.teams) expectThai(team.names.en, team.names.th, `team ${team.id}`);
    }
  });

  it('answers every envelope message and rejection reason in Thai', () => {
    for (const [name, texts] of Object.entries(sportsMessages)) expectThai(texts.en, texts.th, name);
    for (const reason of Object.values(orderRejectReason))
      expectThai(rejectText(reason, 'en'), rejectText(reason, 'th'), `rjs ${reason}`);
  });
});
