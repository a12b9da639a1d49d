import {
  isKeyOf,
  messageIn,
  type MessageKey,
  type MessageLanguage,
  type MessagePack,
  type MessageVars,
} from '@matchday/contract/client';

/** One chunk per language, so a browser downloads only the server messages of the language it shows. */
const packs: Record<MessageLanguage, () => Promise<{ messagePack: MessagePack }>> = {
  en: () => import('@matchday/contract/messages/en'),
  'zh-cn': () => import('@matchday/contract/messages/zh-cn'),
  vi: () => import('@matchday/contract/messages/vi'),
  th: () => import('@matchday/contract/messages/th'),
};

let loaded: MessagePack | undefined;
let wanted: MessageLanguage | undefined;

/** Loads `lang`'s server messages; i18n awaits it with the UI packs, before mount and on every language change. */
export async function loadServerMessages(lang: MessageLanguage): Promise<void> {
  wanted = lang;
  const { messagePack } = await packs[lang]();
  // A later change of language wins over a slower earlier load.
  if (wanted === lang) loaded = messagePack;
}

/** A key read at run time (a contract rule's issue message) as a message key; anything else reads as "invalid". */
export function messageKeyOf(raw: string): MessageKey {
  return loaded && isKeyOf(loaded, raw) ? raw : 'validation.invalid';
}

/** `key`'s message in the active language, `{name}` placeholders filled from `vars`; the key itself before any pack loads. */
export function serverMessage(key: MessageKey, vars?: MessageVars): string {
  return loaded ? messageIn(loaded, key, vars) : key;
}
