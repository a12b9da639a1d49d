import { passwordField, userNameField } from '@matchday/contract';
import { messageFor } from '@matchday/contract/client';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { useAccountRegister } from '../api/auth-account-register';
import { storedInviteCodes } from '../lib/invite-codes';
import { completeLogin } from '../lib/session-actions';
import { AgeCheckbox } from './age-checkbox';
import { fieldError } from './field-rules';
import { FormAlert } from '@/shared/ui/form-alert';

type Errors = Partial<Record<'userName' | 'password' | 'confirm' | 'age' | 'form', string | undefined>>;

/** Registration by user name and password with the 18+ confirmation; logs in and lands on /. */
export function AccountRegisterForm() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [adult, setAdult] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const register = useAccountRegister();
  async function submit(e: FormEvent) {
    e.preventDefault();
    const lang = i18n.language;
    const next: Errors = {
      userName: fieldError(userNameField.safeParse(userName), lang),
      password: fieldError(passwordField.safeParse(password), lang),
      confirm: confirm === password ? undefined : t('register.mismatch'),
      age: adult ? undefined : messageFor('validation.age.confirm', lang),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const body = {
        userName,
        password,
        ageConfirmed: true as const,
        regDomain: window.location.hostname,
        ...storedInviteCodes(),
      };
      const result = await register.mutateAsync(body);
      const outcome = await completeLogin(result, userName);
      if (outcome.kind === 'done') await navigate({ to: '/' });
    } catch (err) {
      setErrors({ form: failureText(err, t('register.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <TextField
        label={t('login.userName')}
        name="newUserName"
        autoComplete="username"
        value={userName}
        onChange={(e) => setUserName(e.target.value.trim())}
        error={errors.userName}
      />
      <TextField
        label={t('login.password')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <TextField
        label={t('register.confirm')}
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        value={confirm}
        onChange={(e) => setConfirm(e.target.value)}
        error={errors.confirm}
      />
      <AgeCheckbox checked={adult} onChange={setAdult} error={errors.age} />
      <FormAlert text={errors.form} />
      <Button type="submit" disabled={busy}>
        {busy ? t('register.submitting') : t('register.submit')}
      </Button>
    </form>
  );
}
