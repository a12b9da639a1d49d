import { apiCodes, isValidPhone, userNameField } from '@matchday/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/errors';
import { serverMessage } from '@/shared/i18n/server-messages';
import { SITE_PROFILE } from '@/shared/site/site-profile';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { PhoneNumberFields, SmsCodeField } from '@/shared/ui/phone-fields';
import { SubmitRow } from '@/shared/ui/submit-row';
import { useForm } from '@/shared/ui/use-form';
import { useSendLoginCode } from '../api/auth-mobile-register-check-by-mobile';
import { useSuggestUserName } from '../api/auth-mobile-register-creat-name';
import { usePhoneLogin } from '../api/auth-mobile-login';
import { usePhoneRegister } from '../api/auth-mobile-register';
import { useSignIn } from '../hooks/use-sign-in';
import { storedInviteCodes } from '../lib/invite-codes';
import { AgeCheckbox } from './age-checkbox';
import { fieldError, trimmed } from './field-rules';
import { useCountdown } from './use-countdown';

/** Where the form is: no code sent yet, a code sent (log in with it), or a new number (register with it). */
type Stage = 'start' | 'sent' | 'register';

/**
 * Phone login and phone registration in one form. Sending a code never says whether the number has an
 * account (issue 17 #9): the form logs in with the code, and only when the server answers that the
 * number is new (which it tells the code's holder alone) does it ask for a user name and 18+, then
 * registers with the same code. Logging in this way also lifts a password lock on the account.
 */
export function PhoneForm() {
  const { t } = useTranslation('auth');
  const form = useForm({
    countryCode: SITE_PROFILE.phonePrefix as string,
    mobile: '',
    smsCode: '',
    phoneUserName: '',
    adult: false,
  });
  const [stage, setStage] = useState<Stage>('start');
  const { secondsLeft, start: startCountdown } = useCountdown();
  const signIn = useSignIn();
  const { countryCode, mobile, smsCode, phoneUserName: userName, adult } = form.values;

  const phoneError = () => (isValidPhone(countryCode, mobile) ? undefined : serverMessage('validation.phone.format'));

  const sending = useSendLoginCode();
  const suggesting = useSuggestUserName();
  const phoneLogin = usePhoneLogin();
  const phoneRegister = usePhoneRegister();
  async function sendCode() {
    if (!form.check({ mobile: phoneError() })) return;
    await form.run(t('phone.sendFailed'), async () => {
      try {
        const r = await sending.mutateAsync({ phone: mobile, phoneCode: countryCode });
        startCountdown(r.resendAfterSeconds);
        setStage('sent');
      } catch (err) {
        const wait =
          err instanceof ApiError
            ? (err.data as { resendAfterSeconds?: unknown } | null)?.resendAfterSeconds
            : undefined;
        if (typeof wait === 'number') startCountdown(wait);
        throw err;
      }
    });
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    const registering = stage === 'register';
    const valid = form.check({
      mobile: phoneError(),
      smsCode: /^\d{6}$/.test(smsCode) ? undefined : serverMessage('validation.smsCode.format'),
      form: stage === 'start' ? t('phone.sendFirst') : undefined,
      ...(registering
        ? {
            phoneUserName: fieldError(userNameField.safeParse(userName)),
            adult: adult ? undefined : serverMessage('validation.age.confirm'),
          }
        : {}),
    });
    if (!valid) return;
    await form.run(t('login.failed'), async () => {
      const common = { mobile, smsCode, countryCode, ...storedInviteCodes() };
      if (registering) {
        const result = await phoneRegister.mutateAsync({
          ...common,
          userName,
          ageConfirmed: true,
          regDomain: window.location.hostname,
        });
        await signIn(result, userName);
        return;
      }
      try {
        await signIn(await phoneLogin.mutateAsync(common), mobile);
      } catch (err) {
        // A right code for a number with no account: the same code registers it.
        if (!(err instanceof ApiError && err.code === apiCodes.notFound.code)) throw err;
        setStage('register');
        if (!userName) form.set('phoneUserName', (await suggesting.mutateAsync()).userName);
      }
    });
  }

  const sendButton = (
    <Button type="button" variant="ghost" disabled={form.busy || secondsLeft > 0} onClick={() => void sendCode()}>
      {secondsLeft > 0 ? t('phone.resendIn', { seconds: secondsLeft }) : t('login.sendCode')}
    </Button>
  );
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <PhoneNumberFields
        countryCode={{ label: t('login.countryCode'), ...form.digits('countryCode') }}
        mobile={{ label: t('login.mobile'), autoComplete: 'tel-national', ...form.digits('mobile') }}
      />
      <SmsCodeField label={t('login.smsCode')} {...form.digits('smsCode')} send={sendButton} />
      {stage !== 'start' && (
        <p className="text-sm text-muted">
          {stage === 'register' ? t('phone.codeSentRegister') : t('phone.codeSentLogin')}
        </p>
      )}
      {stage === 'register' && (
        <>
          <TextField label={t('login.userName')} autoComplete="username" {...form.field('phoneUserName', trimmed)} />
          <AgeCheckbox checked={adult} onChange={(v) => form.set('adult', v)} error={form.errors.adult} />
        </>
      )}
      <SubmitRow
        label={stage === 'register' ? t('phone.registerSubmit') : t('login.phoneSubmit')}
        busyLabel={t('login.submitting')}
        busy={form.busy}
        failure={form.errors.form}
      />
    </form>
  );
}
