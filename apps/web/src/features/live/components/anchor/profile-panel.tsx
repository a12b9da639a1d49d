import clsx from 'clsx';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { ChoiceGroup } from '@/shared/ui/choice-group';
import { Panel } from '@/shared/ui/panel';
import { QueryView } from '@/shared/ui/query-state';
import { SubmitRow } from '@/shared/ui/submit-row';
import { TextField } from '@/shared/ui/field';
import { toast } from '@/shared/ui/toaster';
import { useForm } from '@/shared/ui/use-form';
import { usePresenter, type Presenter } from '../../api/user-presenter-get-info2';
import { useUpdatePresenter } from '../../api/user-presenter-update';
import { profileRequest, type ProfileForm } from '../../lib/profile-request';

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
  const { t } = useTranslation('live');
  const save = useUpdatePresenter();
  const form = useForm<ProfileForm>({
    nickName: presenter.nickName ?? '',
    avatarId: presenter.avatarId,
    introduction: presenter.introduction,
    notice: presenter.notice,
  });
  const { values, errors, set } = form;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const request = profileRequest(values);
    form.check(request.ok ? {} : request.errors);
    if (request.ok) save.mutate(request.body, { onSuccess: () => toast(t('anchor.profileForm.saved')) });
  };

  return (
    <Panel title={t('anchor.profileForm.title')} onSubmit={submit}>
      <TextField
        label={t('anchor.profileForm.nickName')}
        value={values.nickName}
        maxLength={24}
        onChange={(e) => set('nickName', e.target.value)}
        error={errors.nickName}
      />
      <ChoiceGroup
        label={t('anchor.profileForm.avatar')}
        items={AVATARS.map((id) => ({
          key: id,
          label: id === 0 ? '–' : id,
          ariaLabel: id === 0 ? t('anchor.profileForm.defaultAvatar') : t('anchor.profileForm.avatarN', { n: id }),
        }))}
        value={values.avatarId}
        onChange={(id) => set('avatarId', id)}
        className="flex-wrap gap-2"
        optionClass={(on) =>
          clsx(
            'flex size-11 items-center justify-center rounded-full border text-sm font-semibold',
            on ? 'border-accent bg-accent text-on-accent' : 'border-line bg-surface-2',
          )
        }
      />
      <Area
        label={t('anchor.profileForm.introduction')}
        value={values.introduction}
        max={500}
        error={errors.introduction}
        onChange={(v) => set('introduction', v)}
      />
      <Area
        label={t('anchor.profileForm.notice')}
        value={values.notice}
        max={200}
        error={errors.notice}
        onChange={(v) => set('notice', v)}
      />
      <p className="-mt-2 text-xs text-muted">{t('anchor.profileForm.noticeHint')}</p>
      <SubmitRow
        label={t('anchor.profileForm.save')}
        busyLabel={t('anchor.profileForm.saving')}
        busy={save.isPending}
        failure={save.isError ? failureText(save.error, t('anchor.profileForm.failed')) : undefined}
      />
    </Panel>
  );
}

/** The anchor's public profile: nickname, avatar, bio and the notice shown in their rooms. */
export function ProfilePanel({ presenterId }: { presenterId: number }) {
  const { t } = useTranslation('live');
  const presenter = usePresenter(presenterId);
  const texts = { loading: t('anchor.loading'), failed: t('anchor.profileForm.loadFailed'), retry: t('retry') };
  return (
    <QueryView query={presenter} texts={texts} className="rounded-2xl bg-surface p-4">
      {(data) => <ProfileEditor key={data.id} presenter={data} />}
    </QueryView>
  );
}
