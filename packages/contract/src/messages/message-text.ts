import type { MessageKey, MessagePack } from './en.js';

export type MessageVars = Readonly<Record<string, string | number>>;

/** A message's `{name}` placeholders filled from `vars`; a name without a value stays as written. */
export function fillMessage(text: string, vars?: MessageVars): string {
  return vars ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole)) : text;
}

/** Whether a text read at run time (a zod issue's message, say) is a key of `pack`. */
export function isKeyOf(pack: MessagePack, value: string): value is MessageKey {
  return Object.hasOwn(pack, value);
}

/** `key`'s message in a pack the caller loaded (a browser loads its language alone), `vars` filled in. */
export function messageIn(pack: MessagePack, key: MessageKey, vars?: MessageVars): string {
  return fillMessage(pack[key], vars);
}
