import { describe, expect, it } from 'vitest';
import { checkChatText } from './chat-text.js';

describe('chat text', () => {
  it('accepts 1–200 characters after trimming, counting an emoji once', () => {
    expect(checkChatText('  hello  ')).toEqual({ ok: true, text: 'hello' });
    expect(checkChatText('a'.repeat(200)).ok).toBe(true);
    expect(checkChatText('a'.repeat(201))).toEqual({ ok: false, reason: 'tooLong' });
    expect(checkChatText('😂'.repeat(200)).ok).toBe(true);
  });

  it('refuses empty and invisible-only lines', () => {
    expect(checkChatText('')).toEqual({ ok: false, reason: 'empty' });
    expect(checkChatText(' \n\t ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkChatText('\u200b\u200d\ufeff')).toEqual({ ok: false, reason: 'empty' });
  });

  it('turns line breaks and control characters into spaces', () => {
    expect(checkChatText('one\ntwo\r\nthree\u0007')).toEqual({ ok: true, text: 'one two three' });
  });

  it('#9 removes right-to-left overrides and the other bidirectional controls', () => {
    expect(checkChatText('look at my\u202egnp.exe')).toEqual({ ok: true, text: 'look at mygnp.exe' });
    expect(checkChatText('\u2067hi\u2069 \u200f\u202a')).toEqual({ ok: true, text: 'hi' });
    expect(checkChatText('\u202e\u202d\u200e')).toEqual({ ok: false, reason: 'empty' });
    expect(checkChatText('שלום עולם')).toEqual({ ok: true, text: 'שלום עולם' });
  });
});
