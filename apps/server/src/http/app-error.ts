import type { ApiCodeName, MessageKey } from '@matchday/contract';

/** A text already written for the caller (a field issue with its path), sent as it is instead of a message key. */
export interface ReadyText {
  text: string;
}

/** A placeholder value written for the caller's language when the reply is sent (a date, an amount). */
export type LangText = (lang: string) => string;

/** Values for a message's `{name}` placeholders. */
export type MessageVars = Readonly<Record<string, string | number | LangText>>;

/** What a failure says instead of its code's own message: one of our message keys, or a ready text. */
export type MessageOverride = MessageKey | ReadyText;

/** A failure a handler reports on purpose; it becomes the envelope with this code and its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly codeName: ApiCodeName,
    /** A message key (typed: a misspelled one fails to compile) or a ready text shown instead of the code's own message. */
    readonly msgOverride?: MessageOverride,
    readonly data: unknown = null,
    /** Values for the message's `{name}` placeholders. */
    readonly vars?: MessageVars,
  ) {
    super(codeName);
  }
}
