import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/shared/ui/field';
import { Panel } from '@/shared/ui/panel';
import { SubmitRow } from '@/shared/ui/submit-row';
import { useForm } from '@/shared/ui/use-form';
import { useCoverTags } from '../../api/live-cover-tag-list';
import { useSaveStream } from '../../api/live-stream-save';
import { goLiveRequest, type GoLiveForm } from '../../lib/go-live-request';
import { coverTagForSport, type PickableMatch } from '../../lib/match-picker';
import { MatchPicker } from './match-picker';

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
  const [match, setMatch] = useState<PickableMatch | null>(null);

  // The match names the stream and suggests its cover tag when the anchor has not written or chosen them.
  const chooseMatch = (m: PickableMatch | null) => {
    setMatch(m);
    const tag = m && coverTagForSport(m.sportId);
    form.setValues((v) => ({
      ...v,
      sportId: m ? String(m.sportId) : '',
      matchId: m ? String(m.id) : '',
      title: m && v.title.trim() === '' ? m.label.slice(0, 60) : v.title,
      coverTagId: tag && v.coverTagId === '' ? String(tag) : v.coverTagId,
    }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const request = goLiveRequest(form.values);
    form.check(request.ok ? {} : request.errors);
    if (!request.ok) return;
    await form.run(t('anchor.form.failed'), async () => {
      const created = await save.mutateAsync(request.body);
      form.setValues(EMPTY);
      setMatch(null);
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
      <MatchPicker chosen={match} onChoose={chooseMatch} />
      {(form.errors.sportId ?? form.errors.matchId) && (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {form.errors.sportId ?? form.errors.matchId}
        </p>
      )}
      <SubmitRow
        label={t('anchor.form.create')}
        busyLabel={t('anchor.form.creating')}
        busy={form.busy}
        failure={form.errors.form}
      />
    </Panel>
  );
}
