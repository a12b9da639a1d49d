import { sanitizeNumberInput } from '@matchday/core';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextField } from '@/shared/ui/field';
import { useCoverTags } from '../../api/live-cover-tag-list';
import { useSaveStream } from '../../api/live-stream-save';
import { goLiveRequest, type GoLiveField, type GoLiveForm } from '../../lib/go-live-request';

const EMPTY: GoLiveForm = { title: '', coverTagId: '', scheduledAt: '', sportId: '', matchId: '' };

/** Go-live setup: creates a stream (ready now, or booked for a start time) and hands it to the ingest panel. */
export function GoLiveFormPanel({
  presenterId,
  onCreated,
}: {
  presenterId: number;
  onCreated: (streamId: number) => void;
}) {
  const { t, i18n } = useTranslation('live');
  const save = useSaveStream(presenterId);
  const tags = useCoverTags();
  const tagFieldId = useId();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<GoLiveField, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const set = (field: GoLiveField, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(undefined);
    const request = goLiveRequest(form, i18n.language);
    setErrors(request.ok ? {} : request.errors);
    if (!request.ok) return;
    setBusy(true);
    try {
      const created = await save.mutateAsync(request.body);
      setForm(EMPTY);
      onCreated(created.id);
    } catch (err) {
      setFailure(failureText(err, t('anchor.form.failed')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-labelledby="go-live-title"
      className="flex flex-col gap-3 rounded-2xl bg-surface p-4"
    >
      <h2 id="go-live-title" className="text-lg font-semibold">
        {t('anchor.form.title')}
      </h2>
      <TextField
        label={t('anchor.form.streamTitle')}
        value={form.title}
        maxLength={60}
        onChange={(e) => set('title', e.target.value)}
        error={errors.title}
      />
      <div className="flex flex-col gap-1">
        <label htmlFor={tagFieldId} className="text-sm text-muted">
          {t('anchor.form.coverTag')}
        </label>
        <select
          id={tagFieldId}
          value={form.coverTagId}
          onChange={(e) => set('coverTagId', e.target.value)}
          aria-invalid={errors.coverTagId ? true : undefined}
          className="min-h-11 rounded-xl border border-line bg-bg px-3 text-base outline-none focus:border-accent"
        >
          <option value="">{t('anchor.form.noTag')}</option>
          {(tags.data ?? []).map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
        </select>
        {errors.coverTagId && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {errors.coverTagId}
          </p>
        )}
      </div>
      <TextField
        type="datetime-local"
        label={t('anchor.form.scheduledAt')}
        value={form.scheduledAt}
        onChange={(e) => set('scheduledAt', e.target.value)}
        error={errors.scheduledAt}
      />
      <p className="-mt-2 text-xs text-muted">{t('anchor.form.scheduledHint')}</p>
      <div className="grid grid-cols-2 gap-3">
        <TextField
          inputMode="numeric"
          label={t('anchor.form.sportId')}
          value={form.sportId}
          onChange={(e) => set('sportId', sanitizeNumberInput(e.target.value))}
          error={errors.sportId}
        />
        <TextField
          inputMode="numeric"
          label={t('anchor.form.matchId')}
          value={form.matchId}
          onChange={(e) => set('matchId', sanitizeNumberInput(e.target.value))}
          error={errors.matchId}
        />
      </div>
      <FormAlert text={failure} />
      <Button type="submit" disabled={busy}>
        {busy ? t('anchor.form.creating') : t('anchor.form.create')}
      </Button>
    </form>
  );
}
