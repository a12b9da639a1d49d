import { passwordField } from '@matchday/contract';
import type { MemberInfo } from '@matchday/contract/client';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SITE_PROFILE } from '@/shared/site/site-profile';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { Panel } from '@/shared/ui/panel';
import { PasswordField, TextField } from '@/shared/ui/field';
import { PhoneNumberFields, SmsCodeField } from '@/shared/ui/phone-fields';
import { toast } from '@/shared/ui/toaster';
import { useForm } from '@/shared/ui/use-form';
import { useSendPhoneCode } from '../api/auth-mobile-register-check-by-mobile';
import { useChangePassword } from '../api/member-password-change';
import { useLogoutOthers } from '../api/member-security-logout-others';
import { useBindPhone } from '../api/member-phone-bind';
import { useUpdateProfile } from '../api/member-profile-update';
import { MemberAvatar } from './member-avatar';

const AVATARS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

/** Profile (nickname, one of the 10 avatars or the default), password, phone and the other devices' sessions. */
export function SecurityPanel({ user }: { user: MemberInfo }) {
  const { t } = useTranslation('wallet');
  const profile = useUpdateProfile();
  const password = useChangePassword();
  const phone = useBindPhone();
  const others = useLogoutOthers();
  const sendCode = useSendPhoneCode();
  const form = useForm({
    nickName: user.nickName ?? '',
    currentPassword: '',
    newPassword: '',
    bindCountry: user.mobileArea ?? SITE_PROFILE.phonePrefix,
    bindMobile: '',
    bindCode: '',
  });
  const { nickName, currentPassword, newPassword, bindCountry, bindMobile, bindCode } = form.values;
  const attempt = (call: () => Promise<unknown>) => form.run(t('centre.loadFailed'), call);
  const saveProfile = (change: { nickName?: string; avatarId?: number }) =>
    attempt(async () => {
      await profile.mutateAsync(change);
      toast(t('security.saved'), 'info');
    });

  function changePassword(e: FormEvent) {
    e.preventDefault();
    const rule = passwordField.safeParse(newPassword);
    if (!rule.success) return form.setErrors({ form: t('security.passwordRule') });
    void attempt(async () => {
      await password.mutateAsync({ currentPassword, newPassword });
      form.setValues((v) => ({ ...v, currentPassword: '', newPassword: '' }));
      toast(t('security.passwordChanged'), 'info');
    });
  }

  const sendButton = (
    <Button
      variant="ghost"
      onClick={() => void attempt(() => sendCode.mutateAsync({ phone: bindMobile, phoneCode: bindCountry }))}
    >
      {t('security.sendCode')}
    </Button>
  );
  return (
    <Panel title={t('security.title')} gap={5}>
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
          <TextField label={t('security.nickName')} maxLength={24} {...form.field('nickName')} />
        </div>
        <Button type="submit">{t('security.save')}</Button>
      </form>
      <form className="flex flex-col gap-3" onSubmit={changePassword} noValidate>
        <h3 className="font-semibold">{t('security.password')}</h3>
        <PasswordField
          label={t('security.currentPassword')}
          autoComplete="current-password"
          {...form.field('currentPassword')}
        />
        <PasswordField label={t('security.newPassword')} autoComplete="new-password" {...form.field('newPassword')} />
        <Button type="submit">{t('security.changePassword')}</Button>
      </form>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void attempt(async () => {
            await phone.mutateAsync({ countryCode: bindCountry, mobile: bindMobile, smsCode: bindCode });
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
        <PhoneNumberFields
          countryCode={{ label: t('security.countryCode'), ...form.digits('bindCountry') }}
          mobile={{ label: t('security.mobile'), ...form.digits('bindMobile') }}
        />
        <SmsCodeField label={t('security.code')} {...form.digits('bindCode')} send={sendButton} />
        <Button type="submit">{t('security.bindPhone')}</Button>
      </form>
      <section className="flex flex-col gap-3" aria-labelledby="security-devices">
        <h3 id="security-devices" className="font-semibold">
          {t('security.devices')}
        </h3>
        <p className="text-sm text-muted">{t('security.devicesHint')}</p>
        <Button
          variant="ghost"
          onClick={() =>
            void attempt(async () => {
              const { otherSessionsEnded } = await others.mutateAsync();
              toast(t('security.othersLoggedOut', { count: otherSessionsEnded }), 'info');
            })
          }
        >
          {t('security.logoutOthers')}
        </Button>
      </section>
      <FormAlert text={form.errors.form} />
    </Panel>
  );
}
