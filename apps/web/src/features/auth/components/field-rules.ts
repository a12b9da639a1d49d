import { messageKeyOf, serverMessage } from '@/shared/i18n/server-messages';

interface RuleResult {
  success: boolean;
  error?: { issues: ReadonlyArray<{ message: string }> } | undefined;
}

/** The first message of a failed contract field rule, in the active language; undefined when it passes. */
export function fieldError(result: RuleResult): string | undefined {
  return result.success ? undefined : serverMessage(messageKeyOf(result.error?.issues[0]?.message ?? ''));
}

/** A user name is kept as typed less the spaces around it. */
export const trimmed = (typed: string) => typed.trim();
