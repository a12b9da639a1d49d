import { userNameField } from '@matchday/contract';
import { authAccountLoginV2, authMobileLogin, messageFor } from '@matchday/contract/client';
import { sanitizeNumberInput } from '@matchday/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/shared/http/api-client';
import { ApiError } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { TextField } from '@/shared/ui/text-field';
import { completeLogin } from '../lib/session-actions';
import { useAuthDialog, type LoginPage } from '../stores/auth-dialog-store';

/** The login dialog with its pages: account, phone and vtob (spec §2, §4). */
export function LoginDialog() {
  const { t } = useTranslation('auth');
  const { loginOpen, page, setPage, closeLogin } = useAuthDialog();
  const title = page === 'vtob' ? t('vtob.title') : t('login.title');
  return (
    <Dialog open={loginOpen} title={title} onClose={closeLogin} page={page}>
      {page === 'vtob' ? (
        <div className="flex flex-col gap-4">
          <p className="text-sm text-muted">{t('vtob.body')}</p>
          <Button variant="ghost" onClick={() => setPage('login')}>
            {t('vtob.back')}
          </Button>
        </div>
      ) : (
        <>
          <PageTabs page={page} onChange={setPage} />
          {page === 'login' ? <AccountForm /> : <PhoneForm />}
          <p className="mt-4 text-xs text-muted">{t('login.ageNote')}</p>
        </>
      )}
    </Dialog>
  );
}

function PageTabs({ page, onChange }: { page: LoginPage; onChange: (p: LoginPage) => void }) {
  const { t } = useTranslation('auth');
  return (
    <div role="tablist" className="mb-4 grid grid-cols-2 gap-1 rounded-xl bg-surface-2 p-1">
      {(['login', 'phone'] as const).map((p) => (
        <button
          key={p}
          type="button"
          role="tab"
          aria-selected={page === p}
          onClick={() => onChange(p)}
          className={page === p ? 'rounded-lg bg-surface px-3 py-2 text-sm font-semibold' : 'rounded-lg px-3 py-2 text-sm text-muted'}
        >
          {p === 'login' ? t('login.tabAccount') : t('login.tabPhone')}
        </button>
      ))}
    </div>
  );
}

/** The first message of a failed field rule, translated from the contract's message keys. */
function fieldError(result: { success: boolean; error?: { issues: Array<{ message: string }> } }, lang: string) {
  return result.success ? undefined : messageFor(result.error?.issues[0]?.message ?? 'validation.invalid', lang);
}

function AccountForm() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ userName?: string | undefined; password?: string | undefined; form?: string | undefined }>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const nameErr = fieldError(userNameField.safeParse(userName), i18n.language);
    const passErr = password ? undefined : messageFor('validation.required', i18n.language);
    setErrors({ userName: nameErr, password: passErr });
    if (nameErr || passErr) return;
    setBusy(true);
    try {
      const result = await apiCall(authAccountLoginV2, { body: { userName, password }, noNeedResponseMsg: true });
      const outcome = await completeLogin(result, userName);
      if (outcome.kind === 'done') await navigate({ to: '/' });
    } catch (err) {
      setErrors({ form: err instanceof ApiError && err.msg ? err.msg : t('login.failed') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <TextField label={t('login.userName')} name="userName" autoComplete="username" value={userName} onChange={(e) => setUserName(e.target.value.trim())} error={errors.userName} />
      <TextField label={t('login.password')} name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} />
      {errors.form && (
        <p role="alert" className="rounded-lg bg-warn px-3 py-2 text-sm text-on-warn">
          {errors.form}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
    </form>
  );
}

function PhoneForm() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [countryCode, setCountryCode] = useState('84');
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!/^\d{6,15}$/.test(mobile)) return setError(messageFor('validation.phone.format', i18n.language));
    if (!/^\d{6}$/.test(smsCode)) return setError(messageFor('validation.smsCode.format', i18n.language));
    setBusy(true);
    setError(undefined);
    try {
      const result = await apiCall(authMobileLogin, { body: { mobile, smsCode, countryCode }, noNeedResponseMsg: true });
      const outcome = await completeLogin(result, mobile);
      // Spec §2: after phone login the user returns to the redirect query, or to /.
      const redirect = new URLSearchParams(window.location.search).get('redirect');
      if (outcome.kind === 'done') await navigate({ to: redirect?.startsWith('/') ? redirect : '/' });
    } catch (err) {
      setError(err instanceof ApiError && err.msg ? err.msg : t('login.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <div className="grid grid-cols-[6rem_1fr] gap-2">
        <TextField label={t('login.countryCode')} name="countryCode" inputMode="numeric" value={countryCode} onChange={(e) => setCountryCode(sanitizeNumberInput(e.target.value).slice(0, 4))} />
        <TextField label={t('login.mobile')} name="mobile" inputMode="numeric" autoComplete="tel-national" value={mobile} onChange={(e) => setMobile(sanitizeNumberInput(e.target.value))} />
      </div>
      <TextField label={t('login.smsCode')} name="smsCode" inputMode="numeric" autoComplete="one-time-code" value={smsCode} onChange={(e) => setSmsCode(sanitizeNumberInput(e.target.value).slice(0, 6))} />
      {error && (
        <p role="alert" className="rounded-lg bg-warn px-3 py-2 text-sm text-on-warn">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? t('login.submitting') : t('login.phoneSubmit')}
      </Button>
    </form>
  );
}
