import { messageFor } from '@matchday/contract/client';

interface RuleResult {
  success: boolean;
  error?: { issues: ReadonlyArray<{ message: string }> } | undefined;
}

/** The first message of a failed contract field rule, translated; undefined when it passes. */
export function fieldError(result: RuleResult, lang: string): string | undefined {
  return result.success ? undefined : messageFor(result.error?.issues[0]?.message ?? 'validation.invalid', lang);
}

/** A user name is kept as typed less the spaces around it. */
export const trimmed = (typed: string) => typed.trim();
