import { userNameField } from '@matchday/contract';
import { messageFor } from '@matchday/contract/client';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { useAccountLogin } from '../api/auth-account-login-v2';
import { completeLogin } from '../lib/session-actions';
import { fieldError } from './field-rules';
import { FormAlert } from '@/shared/ui/form-alert';

/** Login by user name and password (spec §4); lands on / when done. */
export function AccountLoginForm({ onRegister }: { onRegister: () => void }) {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{
    userName?: string | undefined;
    password?: string | undefined;
    form?: string | undefined;
  }>({});
  const [busy, setBusy] = useState(false);

  const login = useAccountLogin();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const nameErr = fieldError(userNameField.safeParse(userName), i18n.language);
    const passErr = password ? undefined : messageFor('validation.required', i18n.language);
    setErrors({ userName: nameErr, password: passErr });
    if (nameErr || passErr) return;
    setBusy(true);
    try {
      const result = await login.mutateAsync({ userName, password });
      const outcome = await completeLogin(result, userName);
      if (outcome.kind === 'done') await navigate({ to: '/' });
    } catch (err) {
      setErrors({ form: failureText(err, t('login.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <TextField
        label={t('login.userName')}
        name="userName"
        autoComplete="username"
        value={userName}
        onChange={(e) => setUserName(e.target.value.trim())}
        error={errors.userName}
      />
      <TextField
        label={t('login.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <FormAlert text={errors.form} />
      <Button type="submit" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
      <button type="button" onClick={onRegister} className="text-sm text-accent underline-offset-2 hover:underline">
        {t('login.noAccount')}
      </button>
    </form>
  );
}
