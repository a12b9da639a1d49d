import { messageKeyOf, serverMessage } from '@/shared/i18n/server-messages';

/** A form's body as its contract rule took it, or the first message for each of the form's fields. */
export type FormCheck<Form, Body> =
  { ok: true; body: Body } | { ok: false; errors: Partial<Record<keyof Form, string>> };

interface ContractRule {
  safeParse(
    body: unknown,
  ):
    | { success: true }
    | { success: false; error: { issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string }> } };
}

/** Checks `body` with the contract's own rule for its endpoint; messages in the active language. */
export function checkBody<Form, Body>(rule: ContractRule, body: Body): FormCheck<Form, Body> {
  const parsed = rule.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors: Partial<Record<keyof Form, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof Form;
    // Contract rules carry message keys; a bare type rule (a huge id) reads as "invalid".
    errors[field] ??= serverMessage(messageKeyOf(issue.message));
  }
  return { ok: false, errors };
}
