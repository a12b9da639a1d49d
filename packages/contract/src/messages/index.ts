import type { ApiCodeName } from '../codes.js';
import { messagePack as en, type MessageKey, type MessagePack } from './en.js';
import { messageLanguageOf, type MessageLanguage } from './languages.js';
import { fillMessage, isKeyOf, type MessageVars } from './message-text.js';
import { messagePack as th } from './th.js';
import { messagePack as vi } from './vi.js';
import { messagePack as zhCn } from './zh-cn.js';

export type { MessageKey, MessagePack } from './en.js';
export * from './languages.js';
export * from './message-text.js';

/** Every language's pack, for the server; a browser loads its language alone (`@matchday/contract/messages/<lang>`). */
export const messagePacks: Readonly<Record<MessageLanguage, MessagePack>> = { en, 'zh-cn': zhCn, vi, th };

/** Whether a text read at run time (a zod issue's message, say) is one of our message keys. */
export function isMessageKey(value: string): value is MessageKey {
  return isKeyOf(en, value);
}

/**
 * The message for a key in a language (English when the language has no pack); `{name}` placeholders
 * take `vars`. A key read at run time is narrowed with `isMessageKey` first.
 */
export function messageFor(key: MessageKey, lang: string, vars?: MessageVars): string {
  return fillMessage(messagePacks[messageLanguageOf(lang) ?? 'en'][key], vars);
}

/** A code's own message: every code has one (`code.<name>` is a key, or this fails to compile). */
export function codeMessage(name: ApiCodeName, lang: string): string {
  return messageFor(`code.${name}`, lang);
}
