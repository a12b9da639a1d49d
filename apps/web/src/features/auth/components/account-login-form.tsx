import { apiCodes, userNameField } from '@matchday/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/errors';
import { serverMessage } from '@/shared/i18n/server-messages';
import { Button } from '@/shared/ui/button';
import { PasswordField, TextField } from '@/shared/ui/field';
import { SubmitRow } from '@/shared/ui/submit-row';
import { useForm } from '@/shared/ui/use-form';
import { useAccountLogin } from '../api/auth-account-login-v2';
import { useSignIn } from '../hooks/use-sign-in';
import { fieldError, trimmed } from './field-rules';

/** A lock or an address stop: the server's message says so, and phone login is the way out (issue 17 #4). */
const isStop = (err: unknown) =>
  err instanceof ApiError && (err.code === apiCodes.accountLocked.code || err.code === apiCodes.rateLimited.code);

/** Login by user name and password (spec §4); continues to the page asked for (`?redirect=`), else /. */
export function AccountLoginForm({ onRegister, onPhone }: { onRegister: () => void; onPhone: () => void }) {
  const { t } = useTranslation('auth');
  const form = useForm({ userName: '', password: '' });
  const [stopped, setStopped] = useState(false);
  const login = useAccountLogin();
  const signIn = useSignIn();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { userName, password } = form.values;
    const valid = form.check({
      userName: fieldError(userNameField.safeParse(userName)),
      password: password ? undefined : serverMessage('validation.required'),
    });
    if (!valid) return;
    await form.run(t('login.failed'), async () => {
      try {
        await signIn(await login.mutateAsync({ userName, password }), userName);
      } catch (err) {
        setStopped(isStop(err));
        throw err;
      }
    });
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <TextField label={t('login.userName')} autoComplete="username" {...form.field('userName', trimmed)} />
      <PasswordField label={t('login.password')} autoComplete="current-password" {...form.field('password')} />
      <SubmitRow
        label={t('login.submit')}
        busyLabel={t('login.submitting')}
        busy={form.busy}
        failure={form.errors.form}
      />
      {stopped && form.errors.form && (
        <Button type="button" variant="ghost" onClick={onPhone}>
          {t('login.unlockByPhone')}
        </Button>
      )}
      <button type="button" onClick={onRegister} className="text-sm text-accent underline-offset-2 hover:underline">
        {t('login.noAccount')}
      </button>
    </form>
  );
}
