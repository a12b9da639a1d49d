import { userPresenterUpdate } from '@matchday/contract';
import type { BodyOf } from '@matchday/contract/client';
import { checkBody, type FormCheck } from './contract-check';

/** The profile form as typed. */
export interface ProfileForm {
  nickName: string;
  avatarId: number;
  introduction: string;
  notice: string;
}

/** Checks the form with the contract's own rule for `presenter/update`; messages in the active language. */
export function profileRequest(form: ProfileForm): FormCheck<ProfileForm, BodyOf<typeof userPresenterUpdate>> {
  const body = {
    nickName: form.nickName.trim(),
    avatarId: form.avatarId,
    introduction: form.introduction.trim(),
    notice: form.notice.trim(),
  };
  // `presenter/update` always declares its body; the optional type is the endpoint shape's.
  return checkBody(userPresenterUpdate.body!, body);
}
