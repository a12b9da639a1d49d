import { passwordField, userNameField } from '@matchday/contract';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { serverMessage } from '@/shared/i18n/server-messages';
import { PasswordField, TextField } from '@/shared/ui/field';
import { SubmitRow } from '@/shared/ui/submit-row';
import { useForm } from '@/shared/ui/use-form';
import { useAccountRegister } from '../api/auth-account-register';
import { useSignIn } from '../hooks/use-sign-in';
import { storedInviteCodes } from '../lib/invite-codes';
import { AgeCheckbox } from './age-checkbox';
import { fieldError, trimmed } from './field-rules';

/** Registration by user name and password with the 18+ confirmation; logs in and continues to `?redirect=`, else /. */
export function AccountRegisterForm() {
  const { t } = useTranslation('auth');
  const form = useForm({ newUserName: '', newPassword: '', confirmPassword: '', adult: false });
  const register = useAccountRegister();
  const signIn = useSignIn();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { newUserName: userName, newPassword: password, confirmPassword, adult } = form.values;
    const valid = form.check({
      newUserName: fieldError(userNameField.safeParse(userName)),
      newPassword: fieldError(passwordField.safeParse(password)),
      confirmPassword: confirmPassword === password ? undefined : t('register.mismatch'),
      adult: adult ? undefined : serverMessage('validation.age.confirm'),
    });
    if (!valid) return;
    await form.run(t('register.failed'), async () => {
      const body = {
        userName,
        password,
        ageConfirmed: true as const,
        regDomain: window.location.hostname,
        ...storedInviteCodes(),
      };
      await signIn(await register.mutateAsync(body), userName);
    });
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <TextField label={t('login.userName')} autoComplete="username" {...form.field('newUserName', trimmed)} />
      <PasswordField label={t('login.password')} autoComplete="new-password" {...form.field('newPassword')} />
      <PasswordField label={t('register.confirm')} autoComplete="new-password" {...form.field('confirmPassword')} />
      <AgeCheckbox checked={form.values.adult} onChange={(v) => form.set('adult', v)} error={form.errors.adult} />
      <SubmitRow
        label={t('register.submit')}
        busyLabel={t('register.submitting')}
        busy={form.busy}
        failure={form.errors.form}
      />
    </form>
  );
}
