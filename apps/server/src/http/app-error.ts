import type { ApiCodeName } from '@matchday/contract';

/** A failure a handler reports on purpose; it becomes the envelope with this code and its HTTP status. */
export class AppError extends Error {
  constructor(
    readonly codeName: ApiCodeName,
    /** A message key or text shown instead of the code's own message. */
    readonly msgOverride?: string,
    readonly data: unknown = null,
    /** Values for the message's `{name}` placeholders. */
    readonly vars?: Readonly<Record<string, string | number>>,
  ) {
    super(codeName);
  }
}
