import { codeMessage, isMessageKey, messageFor } from '@matchday/contract';
import type { AppError } from '../../http/app-error.js';
import { overrideText } from '../../http/reply.js';

/**
 * A refusal's text in the member's language, for callers that answer outside the /api envelope (a
 * game provider's wallet call). A limit names its kind and period, which the controls wrote in
 * English; they are put back into `lang` from the refusal's data.
 */
export function refusalText(err: AppError, lang: string): string {
  if (!err.msgOverride) return codeMessage(err.codeName, lang);
  const data = err.data as { kind?: unknown; period?: unknown } | null;
  const vars = { ...err.vars };
  const kind = `rg.kind.${String(data?.kind)}`;
  const period = `rg.period.${String(data?.period)}`;
  if ('kind' in vars && isMessageKey(kind)) vars.kind = messageFor(kind, lang);
  if ('period' in vars && isMessageKey(period)) vars.period = messageFor(period, lang);
  return overrideText(err.msgOverride, lang, vars);
}
