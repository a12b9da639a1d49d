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
});
