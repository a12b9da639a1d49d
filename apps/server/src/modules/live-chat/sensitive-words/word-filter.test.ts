import { describe, expect, it } from 'vitest';
import { WordFilter } from './word-filter.js';
import { sensitiveWords } from './word-lists.js';

const platform = new WordFilter(sensitiveWords.map((w) => w.word));

describe('word filter', () => {
  it('masks a listed word with one star per original character and leaves clean text identical', () => {
    expect(platform.mask('what the fuck man')).toBe('what the **** man');
    const clean = 'Great goal! 2:1 ⚽';
    expect(platform.mask(clean)).toBe(clean);
  });

  it('masks words written in full-width letters, in any case', () => {
    expect(platform.mask('ＦＵＣＫ you')).toBe('**** you');
    expect(platform.mask('Ｆｕｃｋ you')).toBe('**** you');
  });

  it('masks words with zero-width characters inside, replacing the original characters', () => {
    expect(platform.mask('so fu\u200bck off')).toBe('so **** off');
    expect(platform.mask('fu\u200bc\u00adk')).toBe('****');
    expect(platform.find('so fu\u200bck off')).toEqual([{ start: 3, end: 8, word: 'fuck' }]);
  });

  it('masks words spelled out with separators, the separators included', () => {
    expect(platform.mask('f.u.c.k off')).toBe('******* off');
  });

  it('matches Latin words only at word boundaries', () => {
    expect(platform.mask('a classic pass from the scunthorpe midfield')).toBe(
      'a classic pass from the scunthorpe midfield',
    );
    expect(platform.mask('shitty')).toBe('shitty');
    expect(platform.mask('bullshit!')).toBe('********!');
  });

  it('masks Chinese words anywhere in a sentence', () => {
    expect(platform.mask('你是傻逼吗')).toBe('你是**吗');
    expect(platform.mask('想赢就加我微信')).toBe('想赢就****');
  });

  it('masks Vietnamese words with their diacritics, and not words that differ only by a tone', () => {
    expect(platform.mask('cái lồn gì')).toBe('cái *** gì');
    expect(platform.mask('cái lớn gì')).toBe('cái lớn gì');
    expect(platform.mask('liên hệ ZALO nhé')).toBe('************ nhé');
    expect(platform.mask('lo\u0302\u0300n')).toBe('***');
  });

  it('masks off-platform contact and payment-fraud pitches', () => {
    expect(platform.mask('join t.me/tips now')).toBe('join ****/tips now');
    expect(platform.mask('100% WIN, send money first')).toBe('********, ****************');
  });

  it('masks the union of overlapping words, so neither stays readable', () => {
    expect(platform.mask('ĐỊT MẸ MÀY')).toBe('**********');
    const filter = new WordFilter(['傻逼', '逼你']);
    expect(filter.mask('傻逼你好')).toBe('***好');
  });

  it('reports leftmost-longest, non-overlapping hits', () => {
    const filter = new WordFilter(['傻逼', '逼你', '傻逼你妈']);
    expect(filter.find('啊傻逼你妈').map((h) => h.word)).toEqual(['傻逼你妈']);
    expect(filter.find('傻逼你好').map((h) => h.word)).toEqual(['傻逼']);
    expect(new WordFilter(['fuck', 'fucking']).find('fucking hell').map((h) => h.word)).toEqual(['fucking']);
  });

  it('finds words that share suffixes through the fail links', () => {
    const filter = new WordFilter(['he', 'she', 'his', 'hers']);
    expect(filter.find('ushers').map((h) => h.word)).toEqual([]);
    const cjk = new WordFilter(['他', '她们', '们好']);
    expect(cjk.mask('她们好他')).toBe('****');
  });

  it('adds a room’s shielded words to the platform list for that room only', () => {
    const room = WordFilter.roomWords(['Ronaldo', '梅西']);
    expect(platform.mask('ronaldo and 梅西 are shit', room)).toBe('******* and ** are ****');
    expect(platform.mask('ronaldo and 梅西')).toBe('ronaldo and 梅西');
    expect(platform.find('RONALDO', room)).toEqual([{ start: 0, end: 7, word: 'ronaldo' }]);
  });

  it('ignores empty list entries', () => {
    const filter = new WordFilter(['', '  ', 'bad']);
    expect(filter.mask('a bad day')).toBe('a *** day');
  });
});
