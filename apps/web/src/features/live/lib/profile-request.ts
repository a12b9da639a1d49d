import { messageFor, messagePacks, userPresenterUpdate } from '@matchday/contract';
import type { BodyOf } from '@matchday/contract/client';

/** The profile form as typed. */
export interface ProfileForm {
  nickName: string;
  avatarId: number;
  introduction: string;
  notice: string;
}

export type ProfileField = keyof ProfileForm;
export type ProfileBody = BodyOf<typeof userPresenterUpdate>;
export type ProfileResult =
  { ok: true; body: ProfileBody } | { ok: false; errors: Partial<Record<ProfileField, string>> };

/** Checks the form with the contract's own rule for `presenter/update`; messages in the user's language. */
export function profileRequest(form: ProfileForm, lang: string): ProfileResult {
  const body = {
    nickName: form.nickName.trim(),
    avatarId: form.avatarId,
    introduction: form.introduction.trim(),
    notice: form.notice.trim(),
  };
  // `presenter/update` always declares its body; the optional type is the endpoint shape's.
  const parsed = userPresenterUpdate.body!.safeParse(body);
  if (parsed.success) return { ok: true, body };
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField;
    errors[field] ??= messageFor(issue.message in messagePacks.en ? issue.message : 'validation.invalid', lang);
  }
  return { ok: false, errors };
}
