import { describe, expect, it } from 'vitest';
import { NormalisedText, normaliseInto, normaliseWord } from './normaliser.js';

const fold = (s: string) => normaliseInto(s, new NormalisedText());

describe('normaliser', () => {
  it('folds full-width letters and digits to half-width, and upper case to lower case', () => {
    expect(normaliseWord('ＦＵＣＫ１２３')).toBe('fuck123');
    expect(normaliseWord('ĐỊT MẸ')).toBe('địt mẹ');
  });

  it('drops zero-width characters and the soft hyphen', () => {
    expect(normaliseWord('f\u200bu\u200cc\u200dk\u2060s\ufeffh\u00adit')).toBe('fuckshit');
  });

  it('keeps Vietnamese diacritics distinct from the base letters', () => {
    expect(normaliseWord('lồn')).not.toBe(normaliseWord('lớn'));
    expect(normaliseWord('lồn')).not.toBe('lon');
  });

  it('composes decomposed Vietnamese (base letter plus combining marks) into the precomposed letter', () => {
    expect(normaliseWord('lo\u0302\u0300n')).toBe('lồn');
    expect(normaliseWord('LO\u0302\u0300N')).toBe('lồn');
  });

  it('collapses whitespace runs, including the ideographic space, to one space', () => {
    expect(normaliseWord('kill \u3000\t yourself')).toBe('kill yourself');
  });

  it('skips separators between two letters but keeps them elsewhere', () => {
    expect(normaliseWord('f.u-c_k')).toBe('fuck');
    expect(normaliseWord('3.5 - 2')).toBe('3.5 - 2');
    const t = fold('a.b');
    expect(t.toString()).toBe('ab');
    expect(Array.from(t.joined.subarray(0, 2))).toEqual([0, 1]);
  });

  it('folds mathematical alphanumerics and compatibility forms, leaving emoji alone', () => {
    expect(normaliseWord('𝐟𝐮𝐜𝐤')).toBe('fuck');
    expect(normaliseWord('ﬁx')).toBe('fix');
    expect(normaliseWord('⚽😂')).toBe('⚽😂');
  });

  it('maps every folded unit back to the original characters it came from', () => {
    const original = 'Ａ\u200bb𝐜';
    const t = fold(original);
    expect(t.toString()).toBe('abc');
    expect(Array.from(t.from.subarray(0, 3))).toEqual([0, 2, 3]);
    expect(Array.from(t.to.subarray(0, 3))).toEqual([1, 3, 5]);
  });

  it('grows its buffers for long text and long expansions', () => {
    const long = 'ﷺ'.repeat(500);
    const t = fold(long);
    expect(t.length).toBeGreaterThan(long.length * 10);
    expect(t.to[t.length - 1]).toBe(long.length);
  });
});
