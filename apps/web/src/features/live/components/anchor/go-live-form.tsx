import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DigitsField } from '@/shared/ui/digits-field';
import { SelectField, TextField } from '@/shared/ui/field';
import { Panel } from '@/shared/ui/panel';
import { SubmitRow } from '@/shared/ui/submit-row';
import { useForm } from '@/shared/ui/use-form';
import { useCoverTags } from '../../api/live-cover-tag-list';
import { useSaveStream } from '../../api/live-stream-save';
import { goLiveRequest, type GoLiveForm } from '../../lib/go-live-request';

const EMPTY: GoLiveForm = { title: '', coverTagId: '', scheduledAt: '', sportId: '', matchId: '' };

/** Go-live setup: creates a stream (ready now, or booked for a start time) and hands it to the ingest panel. */
export function GoLiveFormPanel({
  presenterId,
  onCreated,
}: {
  presenterId: number;
  onCreated: (streamId: number) => void;
}) {
  const { t } = useTranslation('live');
  const save = useSaveStream(presenterId);
  const tags = useCoverTags();
  const form = useForm(EMPTY);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const request = goLiveRequest(form.values);
    form.check(request.ok ? {} : request.errors);
    if (!request.ok) return;
    await form.run(t('anchor.form.failed'), async () => {
      const created = await save.mutateAsync(request.body);
      form.setValues(EMPTY);
      onCreated(created.id);
    });
  };

  return (
    <Panel title={t('anchor.form.title')} onSubmit={(e) => void submit(e)}>
      <TextField label={t('anchor.form.streamTitle')} maxLength={60} {...form.field('title')} />
      <SelectField label={t('anchor.form.coverTag')} {...form.field('coverTagId')}>
        <option value="">{t('anchor.form.noTag')}</option>
        {(tags.data ?? []).map((tag) => (
          <option key={tag.id} value={tag.id}>
            {tag.name}
          </option>
        ))}
      </SelectField>
      <TextField type="datetime-local" label={t('anchor.form.scheduledAt')} {...form.field('scheduledAt')} />
      <p className="-mt-2 text-xs text-muted">{t('anchor.form.scheduledHint')}</p>
      <div className="grid grid-cols-2 gap-3">
        <DigitsField label={t('anchor.form.sportId')} {...form.digits('sportId')} />
        <DigitsField label={t('anchor.form.matchId')} {...form.digits('matchId')} />
      </div>
      <SubmitRow
        label={t('anchor.form.create')}
        busyLabel={t('anchor.form.creating')}
        busy={form.busy}
        failure={form.errors.form}
      />
    </Panel>
  );
}
