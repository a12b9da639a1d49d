import { messagePack as enServer } from '@matchday/contract/messages/en';
import { messagePack as thServer } from '@matchday/contract/messages/th';
import { messagePack as viServer } from '@matchday/contract/messages/vi';
import { messagePack as zhServer } from '@matchday/contract/messages/zh-cn';
import { transferKinds } from '@matchday/contract/client';
import { describe, expect, it } from 'vitest';
import glossary from '../../../../../docs/glossary-banned-terms.json';

type Term = { n: number; banned: string; use: string; scope?: string };
const TERMS = glossary.terms as Record<string, Term[]>;

const packs = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });
const SERVER: Record<string, Record<string, string>> = { en: enServer, 'zh-cn': zhServer, vi: viServer, th: thServer };

function texts(node: unknown, prefix: string): [string, string][] {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([k, v]) => texts(v, prefix.endsWith(':') ? `${prefix}${k}` : `${prefix}.${k}`));
}

/** Every text of a language: `namespace:key` for the web's packs, `server:key` for the server's messages. */
function textsOf(lang: string): [string, string][] {
  const web = Object.entries(packs)
    .filter(([path]) => path.includes(`/locales/${lang}/`))
    .flatMap(([path, pack]) => texts(pack, `${/([^/]+)\.json$/.exec(path)![1]}:`));
  return [...web, ...Object.entries(SERVER[lang] ?? {}).map(([k, v]): [string, string] => [`server:${k}`, v])];
}

/** Where a banned word of the glossary still stands, as "key: text (→ use)". */
function violations(lang: string): string[] {
  const found: string[] = [];
  for (const term of TERMS[lang] ?? []) {
    const re = new RegExp(term.banned, 'u');
    for (const [key, text] of textsOf(lang)) {
      if (term.scope && !key.startsWith(term.scope)) continue;
      if (re.test(text)) found.push(`#${term.n} ${key}: ${text} (→ ${term.use})`);
    }
  }
  return found;
}

describe('glossary (issue 18 #8: one term per concept per language)', () => {
  it.each(['zh-cn', 'vi', 'th'])('no banned synonym in the %s web packs or server messages', (lang) => {
    expect(textsOf(lang).length).toBeGreaterThan(500);
    expect(violations(lang)).toEqual([]);
  });

  it('catches a banned word where it stands, and only in its scope', () => {
    const original = zhServer['code.insufficientFunds'];
    (zhServer as Record<string, string>)['code.insufficientFunds'] = '余额不足，请充值';
    try {
      expect(violations('zh-cn')).toContain('#21 server:code.insufficientFunds: 余额不足，请充值 (→ 存款)');
    } finally {
      (zhServer as Record<string, string>)['code.insufficientFunds'] = original;
    }
  });

  it('keeps vi Over/Under as Tài/Xỉu, apart from X for Draw', () => {
    const selection = (packs['../../locales/vi/sports.json'] as { odds: { selection: Record<string, string> } }).odds
      .selection;
    const words = Object.values(selection);
    expect(new Set(words).size).toBe(words.length);
  });

  it.each(['zh-cn', 'en', 'vi', 'th'])('names every wallet history type in %s', (lang) => {
    const kinds = (packs[`../../locales/${lang}/wallet.json`] as { history: { kinds: Record<string, string> } }).history
      .kinds;
    for (const kind of transferKinds) {
      expect(kinds[kind], `${lang} history.kinds.${kind}`).toBeTruthy();
      expect(kinds[kind], `${lang} ${kind} shows raw`).not.toBe(kind);
    }
  });
});
