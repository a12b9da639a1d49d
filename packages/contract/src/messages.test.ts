import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { apiCodeName, apiCodes, isSuccessCode } from './codes.js';
import { codeMessage, isMessageKey, messageLanguageOf, messageLanguages, messagePacks } from './messages/index.js';

const src = dirname(fileURLToPath(import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(join(src, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') ? [join(dir, d.name)] : [],
  );

describe('messages', () => {
  const en = Object.keys(messagePacks.en).sort();

  it.each(Object.keys(messagePacks))('%s has exactly the English keys, none empty', (lang) => {
    const pack = messagePacks[lang as keyof typeof messagePacks];
    expect(Object.keys(pack).sort()).toEqual(en);
    expect(Object.entries(pack).filter(([, v]) => v.trim() === '')).toEqual([]);
  });

  it('has a message for every code in every language', () => {
    for (const name of Object.keys(apiCodes)) expect(messagePacks.en[`code.${name}`], name).toBeTruthy();
  });

  it('reads Language and Accept-Language values', () => {
    expect(messageLanguageOf('zh-CN,zh;q=0.9')).toBe('zh-cn');
    expect(messageLanguageOf('vi')).toBe('vi');
    expect(messageLanguageOf('de')).toBeUndefined();
    expect(codeMessage('forbidden', 'vi-VN')).toBe(messagePacks.vi['code.forbidden']);
    expect(isMessageKey('no.such.key')).toBe(false);
  });

  it('has a message for every validation key the schemas name', () => {
    const named = sources('.')
      .filter((f) => !f.startsWith('messages'))
      .flatMap((f) => [...readFileSync(join(src, f), 'utf8').matchAll(/'(validation\.[\w.]+)'/g)].map((m) => m[1]!));
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((key) => !isMessageKey(key))).toEqual([]);
  });

  it.each(messageLanguages)('serves %s alone as its own entry, importing no other pack', async (lang) => {
    const entry = (await import(`@matchday/contract/messages/${lang}`)) as { messagePack: unknown };
    expect(entry.messagePack).toBe(messagePacks[lang]);
    const imports = readFileSync(join(src, 'messages', `${lang}.ts`), 'utf8').match(/^import .*$/gm) ?? [];
    expect(imports.every((line) => line.startsWith('import type '))).toBe(true);
  });
});

describe('codes', () => {
  it('keeps the spec codes and unique numbers', () => {
    expect(apiCodes.maintenance.code).toBe(8);
    expect(apiCodes.sportsTokenExpired.code).toBe(14010);
    expect(apiCodes.quietFailure.code).toBe(1002000035);
    const numbers = Object.values(apiCodes).map((c) => c.code);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(apiCodeName(10102)).toBe('sessionExpired');
    expect(isSuccessCode(200) && isSuccessCode(0) && !isSuccessCode(8)).toBe(true);
  });
});
