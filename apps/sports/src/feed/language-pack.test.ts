import { orderRejectReason, sportsMessages, sportsTextLanguage } from '@matchday/contract';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rejectText } from '../betting/reject-texts.js';
import { demoBulletins } from '../bulletins/demo-bulletins.js';
import { buildLeagues } from '../catalogue/leagues.js';
import { languagePack } from './language-pack.js';

const THAI = /[\u0E00-\u0E7F]/;

type Term = { n: number; banned: string; use: string; scope?: string };
const GLOSSARY = JSON.parse(
  readFileSync(new URL('../../../../docs/glossary-banned-terms.json', import.meta.url), 'utf8'),
) as {
  terms: Record<string, Term[]>;
};
const TEXT_LANGUAGE = { zh: 'zh-cn', vi: 'vi', th: 'th' } as const;
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

describe('the platform speaks the glossary (issue 18 #8)', () => {
  /** Every text the platform writes in a language: the pack, team and league names, messages, rejections, bulletins. */
  function platformTexts(lang: 'zh' | 'vi' | 'th'): [string, string][] {
    const code = ({ zh: 'CMN', vi: 'VIE', th: 'THA' } as const)[lang];
    const out: [string, string][] = [];
    for (const [dictionary, codes] of Object.entries(languagePack()))
      for (const [key, byLanguage] of Object.entries(codes))
        out.push([`${dictionary}[${key}]`, byLanguage[code] ?? '']);
    for (const league of buildLeagues(7)) {
      out.push([`league ${league.id}`, league.names[lang]]);
      for (const team of league.teams) out.push([`team ${team.id}`, team.names[lang]]);
    }
    for (const [name, texts] of Object.entries(sportsMessages)) out.push([`message ${name}`, texts[lang]]);
    for (const reason of Object.values(orderRejectReason)) out.push([`rjs ${reason}`, rejectText(reason, lang)]);
    demoBulletins.forEach((b, i) =>
      out.push([`bulletin ${i}`, `${b.title[TEXT_LANGUAGE[lang]]} ${b.content[TEXT_LANGUAGE[lang]]}`]),
    );
    return out;
  }

  it.each(['zh', 'vi', 'th'] as const)('no banned synonym in the %s texts', (lang) => {
    const found: string[] = [];
    for (const term of GLOSSARY.terms[TEXT_LANGUAGE[lang]] ?? []) {
      if (term.scope && term.scope !== 'platform') continue;
      const re = new RegExp(term.banned, 'u');
      for (const [where, text] of platformTexts(lang))
        if (re.test(text)) found.push(`#${term.n} ${where}: ${text} (→ ${term.use})`);
    }
    expect(found).toEqual([]);
  });
});
