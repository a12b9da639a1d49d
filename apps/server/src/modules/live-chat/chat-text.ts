import { stripBidiControls } from '@matchday/core';

/** Issue 7 leaves the length to us: 200 characters fits a chat line and a phone screen. */
export const CHAT_MAX_LENGTH = 200;

const controls = /[\p{Cc}\u2028\u2029]+/gu;
const invisible = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

export type ChatTextCheck = { ok: true; text: string } | { ok: false; reason: 'empty' | 'tooLong' };

/**
 * A chat line as posted: bidirectional controls are removed (an override makes a line read backwards
 * and spills into the next name on screen), control characters and line breaks become spaces (one
 * line per message), the ends are trimmed, and it must hold 1–200 characters (code points, so an emoji counts once)
 * of which at least one is visible.
 */
export function checkChatText(raw: string): ChatTextCheck {
  const text = stripBidiControls(raw).replace(controls, ' ').trim();
  if (text.replace(invisible, '').trim().length === 0) return { ok: false, reason: 'empty' };
  let length = 0;
  for (const _ of text) if (++length > CHAT_MAX_LENGTH) return { ok: false, reason: 'tooLong' };
  return { ok: true, text };
}
