import { isValidPhone, userNameField } from '@matchday/contract';
import { messageFor } from '@matchday/contract/client';
import { sanitizeNumberInput } from '@matchday/core';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, failureText } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { useSendLoginCode } from '../api/auth-mobile-register-check-by-mobile';
import { useSuggestUserName } from '../api/auth-mobile-register-creat-name';
import { usePhoneLogin } from '../api/auth-mobile-login';
import { usePhoneRegister } from '../api/auth-mobile-register';
import { storedInviteCodes } from '../lib/invite-codes';
import { completeLogin } from '../lib/session-actions';
import { AgeCheckbox } from './age-checkbox';
import { fieldError } from './field-rules';
import { FormAlert } from '@/shared/ui/form-alert';
import { useCountdown } from './use-countdown';

type Errors = Partial<Record<'mobile' | 'smsCode' | 'userName' | 'age' | 'form', string | undefined>>;

/** Spec §2: after phone login or registration the user returns to `?redirect=`, or to /. */
function redirectTarget(): string {
  const redirect = new URLSearchParams(window.location.search).get('redirect');
  return redirect?.startsWith('/') && !redirect.startsWith('//') ? redirect : '/';
}

/**
 * Phone login and phone registration in one form: "send code" tells whether the number has an
 * account; a new number also picks a user name and confirms 18+.
 */
export function PhoneForm() {
  const { t, i18n } = useTranslation('auth');
  const navigate = useNavigate();
  const [countryCode, setCountryCode] = useState('84');
  const [mobile, setMobile] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [registered, setRegistered] = useState<boolean | null>(null);
  const [userName, setUserName] = useState('');
  const [adult, setAdult] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const { secondsLeft, start: startCountdown } = useCountdown();
  const lang = i18n.language;

  const phoneError = () =>
    isValidPhone(countryCode, mobile) ? undefined : messageFor('validation.phone.format', lang);

  const sending = useSendLoginCode();
  const suggesting = useSuggestUserName();
  const phoneLogin = usePhoneLogin();
  const phoneRegister = usePhoneRegister();
  async function sendCode() {
    const mobileErr = phoneError();
    setErrors({ mobile: mobileErr });
    if (mobileErr) return;
    setBusy(true);
    try {
      const r = await sending.mutateAsync({ phone: mobile, phoneCode: countryCode });
      startCountdown(r.resendAfterSeconds);
      setRegistered(r.registered);
      if (!r.registered && !userName) setUserName((await suggesting.mutateAsync()).userName);
    } catch (err) {
      const wait =
        err instanceof ApiError ? (err.data as { resendAfterSeconds?: unknown } | null)?.resendAfterSeconds : undefined;
      if (typeof wait === 'number') startCountdown(wait);
      setErrors({ form: failureText(err, t('phone.sendFailed')) });
    } finally {
      setBusy(false);
    }
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const registering = registered === false;
    const next: Errors = {
      mobile: phoneError(),
      smsCode: /^\d{6}$/.test(smsCode) ? undefined : messageFor('validation.smsCode.format', lang),
      form: registered === null ? t('phone.sendFirst') : undefined,
      ...(registering
        ? {
            userName: fieldError(userNameField.safeParse(userName), lang),
            age: adult ? undefined : messageFor('validation.age.confirm', lang),
          }
        : {}),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    setBusy(true);
    try {
      const common = { mobile, smsCode, countryCode, ...storedInviteCodes() };
      const result = registering
        ? await phoneRegister.mutateAsync({
            ...common,
            userName,
            ageConfirmed: true,
            regDomain: window.location.hostname,
          })
        : await phoneLogin.mutateAsync(common);
      const outcome = await completeLogin(result, registering ? userName : mobile);
      if (outcome.kind === 'done') await navigate({ to: redirectTarget() });
    } catch (err) {
      setErrors({ form: failureText(err, t('login.failed')) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <div className="grid grid-cols-[6rem_1fr] gap-2">
        <TextField
          label={t('login.countryCode')}
          name="countryCode"
          inputMode="numeric"
          value={countryCode}
          onChange={(e) => setCountryCode(sanitizeNumberInput(e.target.value).slice(0, 4))}
        />
        <TextField
          label={t('login.mobile')}
          name="mobile"
          inputMode="numeric"
          autoComplete="tel-national"
          value={mobile}
          onChange={(e) => setMobile(sanitizeNumberInput(e.target.value).slice(0, 15))}
          error={errors.mobile}
        />
      </div>
      <div className="grid grid-cols-[1fr_auto] items-end gap-2">
        <TextField
          label={t('login.smsCode')}
          name="smsCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={smsCode}
          onChange={(e) => setSmsCode(sanitizeNumberInput(e.target.value).slice(0, 6))}
          error={errors.smsCode}
        />
        <Button type="button" variant="ghost" disabled={busy || secondsLeft > 0} onClick={() => void sendCode()}>
          {secondsLeft > 0 ? t('phone.resendIn', { seconds: secondsLeft }) : t('login.sendCode')}
        </Button>
      </div>
      {registered !== null && (
        <p className="text-sm text-muted">{registered ? t('phone.codeSentLogin') : t('phone.codeSentRegister')}</p>
      )}
      {registered === false && (
        <>
          <TextField
            label={t('login.userName')}
            name="phoneUserName"
            autoComplete="username"
            value={userName}
            onChange={(e) => setUserName(e.target.value.trim())}
            error={errors.userName}
          />
          <AgeCheckbox checked={adult} onChange={setAdult} error={errors.age} />
        </>
      )}
      <FormAlert text={errors.form} />
      <Button type="submit" disabled={busy}>
        {busy ? t('login.submitting') : registered === false ? t('phone.registerSubmit') : t('login.phoneSubmit')}
      </Button>
    </form>
  );
}
