import { passwordField } from '@matchday/contract';
import type { MemberInfo } from '@matchday/contract/client';
import { sanitizeNumberInput } from '@matchday/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextField } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toaster';
import { useSendPhoneCode } from '../api/auth-mobile-register-check-by-mobile';
import { useChangePassword } from '../api/member-password-change';
import { useBindPhone } from '../api/member-phone-bind';
import { useUpdateProfile } from '../api/member-profile-update';
import { MemberAvatar } from './member-avatar';

const AVATARS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Profile (nickname, one of the 10 avatars or the default), password and phone. */
export function SecurityPanel({ user }: { user: MemberInfo }) {
  const { t } = useTranslation('wallet');
  const profile = useUpdateProfile();
  const password = useChangePassword();
  const phone = useBindPhone();
  const sendCode = useSendPhoneCode();
  const [nickName, setNickName] = useState(user.nickName ?? '');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [countryCode, setCountryCode] = useState(user.mobileArea ?? '84');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function attempt(call: () => Promise<void>) {
    setError(undefined);
    try {
      await call();
    } catch (err) {
      setError(failureText(err, t('centre.loadFailed')));
    }
  }
  const saveProfile = (change: { nickName?: string; avatarId?: number }) =>
    attempt(async () => {
      await profile.mutateAsync(change);
      toast(t('security.saved'), 'info');
    });

  function changePassword(e: FormEvent) {
    e.preventDefault();
    const rule = passwordField.safeParse(next);
    if (!rule.success) return setError(t('security.passwordRule'));
    void attempt(async () => {
      await password.mutateAsync({ currentPassword: current, newPassword: next });
      setCurrent('');
      setNext('');
      toast(t('security.passwordChanged'), 'info');
    });
  }

  return (
    <section className="flex flex-col gap-5 rounded-2xl bg-surface p-4" aria-labelledby="security">
      <h2 id="security" className="text-lg font-semibold">
        {t('security.title')}
      </h2>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 font-semibold">{t('security.avatar')}</legend>
        <div className="flex flex-wrap gap-2">
          {AVATARS.map((id) => (
            <button
              key={id}
              type="button"
              aria-pressed={user.avatarId === id}
              onClick={() => void saveProfile({ avatarId: id })}
              className={user.avatarId === id ? 'rounded-full ring-4 ring-accent' : 'rounded-full'}
            >
              <MemberAvatar id={id} size={44} label={id ? t('centre.avatar', { id }) : t('centre.defaultAvatar')} />
            </button>
          ))}
        </div>
      </fieldset>
      <form className="flex items-end gap-2" onSubmit={(e) => (e.preventDefault(), void saveProfile({ nickName }))}>
        <div className="flex-1">
          <TextField
            label={t('security.nickName')}
            name="nickName"
            value={nickName}
            maxLength={24}
            onChange={(e) => setNickName(e.target.value)}
          />
        </div>
        <Button type="submit">{t('security.save')}</Button>
      </form>
      <form className="flex flex-col gap-3" onSubmit={changePassword} noValidate>
        <h3 className="font-semibold">{t('security.password')}</h3>
        <TextField
          label={t('security.currentPassword')}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <TextField
          label={t('security.newPassword')}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          value={next}
          onChange={(e) => setNext(e.target.value)}
        />
        <Button type="submit">{t('security.changePassword')}</Button>
      </form>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void attempt(async () => {
            await phone.mutateAsync({ countryCode, mobile, smsCode: code });
            toast(t('security.phoneBound'), 'info');
          });
        }}
      >
        <h3 className="font-semibold">{t('security.phone')}</h3>
        {user.mobile && (
          <p className="text-sm text-muted">
            {t('security.currentPhone', { phone: `+${user.mobileArea ?? ''} ${user.mobile}` })}
          </p>
        )}
        <div className="grid grid-cols-[6rem_1fr] gap-2">
          <TextField
            label={t('security.countryCode')}
            name="bindCountry"
            inputMode="numeric"
            value={countryCode}
            onChange={(e) => setCountryCode(sanitizeNumberInput(e.target.value).slice(0, 4))}
          />
          <TextField
            label={t('security.mobile')}
            name="bindMobile"
            inputMode="numeric"
            value={mobile}
            onChange={(e) => setMobile(sanitizeNumberInput(e.target.value).slice(0, 15))}
          />
        </div>
        <div className="grid grid-cols-[1fr_auto] items-end gap-2">
          <TextField
            label={t('security.code')}
            name="bindCode"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onChange={(e) => setCode(sanitizeNumberInput(e.target.value).slice(0, 6))}
          />
          <Button
            variant="ghost"
            onClick={() =>
              void attempt(async () => void (await sendCode.mutateAsync({ phone: mobile, phoneCode: countryCode })))
            }
          >
            {t('security.sendCode')}
          </Button>
        </div>
        <Button type="submit">{t('security.bindPhone')}</Button>
      </form>
      <FormAlert text={error} />
    </section>
  );
}
