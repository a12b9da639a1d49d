import clsx from 'clsx';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextField } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toaster';
import { usePresenter, type Presenter } from '../../api/user-presenter-get-info2';
import { useUpdatePresenter } from '../../api/user-presenter-update';
import { profileRequest, type ProfileField, type ProfileForm } from '../../lib/profile-request';

/** Spec §3: ten avatar choices, 1 to 10; 0 is the default avatar. */
const AVATARS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;

function Area({
  label,
  value,
  max,
  error,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  error?: string | undefined;
  onChange: (v: string) => void;
}) {
  return (
    <label className="flex flex-col gap-1 text-sm text-muted">
      {label}
      <textarea
        value={value}
        maxLength={max}
        rows={3}
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-xl border border-line bg-bg px-3 py-2 text-base text-text outline-none focus:border-accent"
      />
      {error && (
        <span role="alert" className="text-red-700 dark:text-red-300">
          {error}
        </span>
      )}
    </label>
  );
}

function ProfileEditor({ presenter }: { presenter: Presenter }) {
  const { t, i18n } = useTranslation('live');
  const save = useUpdatePresenter();
  const [form, setForm] = useState<ProfileForm>({
    nickName: presenter.nickName ?? '',
    avatarId: presenter.avatarId,
    introduction: presenter.introduction,
    notice: presenter.notice,
  });
  const [errors, setErrors] = useState<Partial<Record<ProfileField, string>>>({});
  const set = <K extends ProfileField>(field: K, value: ProfileForm[K]) => setForm((f) => ({ ...f, [field]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const request = profileRequest(form, i18n.language);
    setErrors(request.ok ? {} : request.errors);
    if (request.ok) save.mutate(request.body, { onSuccess: () => toast(t('anchor.profileForm.saved')) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="profile-title"
      className="flex flex-col gap-3 rounded-2xl bg-surface p-4"
    >
      <h2 id="profile-title" className="text-lg font-semibold">
        {t('anchor.profileForm.title')}
      </h2>
      <TextField
        label={t('anchor.profileForm.nickName')}
        value={form.nickName}
        maxLength={24}
        onChange={(e) => set('nickName', e.target.value)}
        error={errors.nickName}
      />
      <div role="radiogroup" aria-label={t('anchor.profileForm.avatar')} className="flex flex-wrap gap-2">
        {AVATARS.map((id) => (
          <button
            key={id}
            type="button"
            role="radio"
            aria-checked={form.avatarId === id}
            aria-label={id === 0 ? t('anchor.profileForm.defaultAvatar') : t('anchor.profileForm.avatarN', { n: id })}
            onClick={() => set('avatarId', id)}
            className={clsx(
              'flex size-11 items-center justify-center rounded-full border text-sm font-semibold',
              form.avatarId === id ? 'border-accent bg-accent text-on-accent' : 'border-line bg-surface-2',
            )}
          >
            {id === 0 ? '–' : id}
          </button>
        ))}
      </div>
      <Area
        label={t('anchor.profileForm.introduction')}
        value={form.introduction}
        max={500}
        error={errors.introduction}
        onChange={(v) => set('introduction', v)}
      />
      <Area
        label={t('anchor.profileForm.notice')}
        value={form.notice}
        max={200}
        error={errors.notice}
        onChange={(v) => set('notice', v)}
      />
      <p className="-mt-2 text-xs text-muted">{t('anchor.profileForm.noticeHint')}</p>
      <FormAlert text={save.isError ? failureText(save.error, t('anchor.profileForm.failed')) : undefined} />
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? t('anchor.profileForm.saving') : t('anchor.profileForm.save')}
      </Button>
    </form>
  );
}

/** The anchor's public profile: nickname, avatar, bio and the notice shown in their rooms. */
export function ProfilePanel({ presenterId }: { presenterId: number }) {
  const { t } = useTranslation('live');
  const presenter = usePresenter(presenterId);
  if (!presenter.data) {
    return (
      <section
        role={presenter.isError ? 'alert' : 'status'}
        className="flex items-center gap-3 rounded-2xl bg-surface p-4 text-sm text-muted"
      >
        {presenter.isError ? t('anchor.profileForm.loadFailed') : t('anchor.loading')}
        {presenter.isError && (
          <Button variant="ghost" onClick={() => void presenter.refetch()}>
            {t('retry')}
          </Button>
        )}
      </section>
    );
  }
  return <ProfileEditor key={presenter.data.id} presenter={presenter.data} />;
}
