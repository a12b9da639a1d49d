import { describe, expect, it } from 'vitest';

const packs = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { eager: true, import: 'default' });

function keysOf(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k));
}

const byLang = new Map<string, Map<string, string[]>>();
for (const [path, pack] of Object.entries(packs)) {
  const [, lang, ns] = /locales\/([^/]+)\/([^/]+)\.json$/.exec(path)!;
  if (!byLang.has(lang!)) byLang.set(lang!, new Map());
  byLang.get(lang!)!.set(ns!, keysOf(pack).sort());
}

describe('locale packs', () => {
  it('exist for zh-cn, en, vi and th', () => {
    expect([...byLang.keys()].sort()).toEqual(['en', 'th', 'vi', 'zh-cn']);
  });

  const en = byLang.get('en')!;
  it.each(['zh-cn', 'vi', 'th'])('%s has exactly the English keys in every namespace', (lang) => {
    const pack = byLang.get(lang)!;
    expect([...pack.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [ns, keys] of en) expect(pack.get(ns), `${lang}/${ns}`).toEqual(keys);
  });

  it('has no empty message', () => {
    for (const [path, pack] of Object.entries(packs)) {
      const empty = keysOf(pack).filter((k) => {
        const v = k.split('.').reduce<unknown>((n, part) => (n as Record<string, unknown>)[part], pack);
        return typeof v !== 'string' || v.trim() === '';
      });
      expect(empty, path).toEqual([]);
    }
  });
});
