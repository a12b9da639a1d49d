import type { MaintenanceWindow } from '@matchday/contract/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { localFullTime } from '@/shared/time/local-time';
import { Button } from '@/shared/ui/button';
import { SelectField, TextField } from '@/shared/ui/field';
import { FormAlert } from '@/shared/ui/form-alert';
import { useForm } from '@/shared/ui/use-form';
import { useEndMaintenance, useMaintenanceWindows, useSaveMaintenance } from '../api/admin-maintenance';
import { fromSiteLocalInput, toSiteLocalInput } from '@/shared/time/site-local-input';
import { MenuOrderEditor } from './menu-order-editor';

const LANGS = ['en', 'zh-cn', 'vi', 'th'] as const;
const HOUR = 3_600_000;

type Values = Record<string, string>;

const blank = (): Values => ({
  scope: 'site',
  start: toSiteLocalInput(Date.now()),
  end: toSiteLocalInput(Date.now() + HOUR),
  announce: '',
  ...Object.fromEntries(
    LANGS.flatMap((l) => [
      [`title_${l}`, ''],
      [`content_${l}`, ''],
    ]),
  ),
});

const fromWindow = (w: MaintenanceWindow): Values => ({
  scope: w.scope,
  start: toSiteLocalInput(w.startTime),
  end: toSiteLocalInput(w.endTime),
  announce: w.announce ? 'yes' : '',
  ...Object.fromEntries(
    LANGS.flatMap((l) => [
      [`title_${l}`, w.titles[l] ?? ''],
      [`content_${l}`, w.contents[l] ?? ''],
    ]),
  ),
});

/** Site and sports maintenance windows: create, edit, end; and the menu order. */
export function MaintenancePanel() {
  const { t, i18n } = useTranslation('admin');
  const list = useMaintenanceWindows();
  const save = useSaveMaintenance();
  const end = useEndMaintenance();
  const form = useForm<Values>(blank());
  const [editing, setEditing] = useState<number | null>(null);
  const [message, setMessage] = useState<string | undefined>();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const v = form.values;
    await form.run(t('maintenance.failed'), async () => {
      const saved = await save.mutateAsync({
        ...(editing ? { id: editing } : {}),
        scope: v.scope as 'site' | 'sports',
        titles: Object.fromEntries(LANGS.map((l) => [l, v[`title_${l}`] ?? ''])) as Record<
          (typeof LANGS)[number],
          string
        >,
        contents: Object.fromEntries(LANGS.map((l) => [l, v[`content_${l}`] ?? ''])) as Record<
          (typeof LANGS)[number],
          string
        >,
        startTime: fromSiteLocalInput(v.start ?? ''),
        endTime: fromSiteLocalInput(v.end ?? ''),
        announce: v.announce === 'yes',
      });
      setMessage(t('maintenance.saved', { title: saved.titles.en }));
      setEditing(null);
      form.setValues(blank());
    });
  }

  // As of when the list was read: `active` is the server's word at that moment.
  const state = (w: MaintenanceWindow) =>
    w.active ? 'active' : w.endedAt !== null || w.endTime <= list.dataUpdatedAt ? 'ended' : 'scheduled';

  return (
    <section className="flex flex-col gap-6">
      <form
        onSubmit={submit}
        className="flex flex-col gap-3 rounded-xl border border-line p-3"
        noValidate
        aria-label={t('maintenance.form')}
      >
        <h2 className="font-semibold">{editing ? t('maintenance.edit', { id: editing }) : t('maintenance.create')}</h2>
        <SelectField label={t('maintenance.scope')} {...form.field('scope')}>
          <option value="site">{t('maintenance.scopes.site')}</option>
          <option value="sports">{t('maintenance.scopes.sports')}</option>
        </SelectField>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField type="datetime-local" label={t('maintenance.start')} {...form.field('start')} />
          <TextField type="datetime-local" label={t('maintenance.end')} {...form.field('end')} />
        </div>
        {LANGS.map((l) => (
          <div key={l} className="grid gap-3 sm:grid-cols-2">
            <TextField label={t('maintenance.title', { lang: l })} {...form.field(`title_${l}`)} />
            <TextField label={t('maintenance.content', { lang: l })} {...form.field(`content_${l}`)} />
          </div>
        ))}
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.values.announce === 'yes'}
            onChange={(e) => form.set('announce', e.target.checked ? 'yes' : '')}
          />
          {t('maintenance.announce')}
        </label>
        <FormAlert text={form.errors.form} />
        {message && <p role="status">{message}</p>}
        <div className="flex gap-2">
          <Button type="submit" disabled={form.busy}>
            {t('maintenance.save')}
          </Button>
          {editing && (
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setEditing(null);
                form.setValues(blank());
              }}
            >
              {t('maintenance.cancelEdit')}
            </Button>
          )}
        </div>
      </form>

      <ul className="flex flex-col gap-2" aria-label={t('maintenance.list')}>
        {list.data?.list.length === 0 && <li className="text-sm text-muted">{t('maintenance.empty')}</li>}
        {list.data?.list.map((w) => (
          <li
            key={w.id}
            data-testid="maintenance-window"
            className="flex flex-wrap items-center gap-2 rounded-xl border border-line p-3 text-sm"
          >
            <span className="font-semibold">{w.titles[i18n.language] ?? w.titles.en}</span>
            <span className="text-muted">{t(`maintenance.scopes.${w.scope}`)}</span>
            <span data-testid="maintenance-times">
              {localFullTime(w.startTime, i18n.language)} – {localFullTime(w.endTime, i18n.language)}
            </span>
            <span data-testid="maintenance-state">{t(`maintenance.states.${state(w)}`)}</span>
            {state(w) !== 'ended' && (
              <span className="ml-auto flex gap-2">
                <Button
                  variant="ghost"
                  onClick={() => {
                    setEditing(w.id);
                    form.setValues(fromWindow(w));
                  }}
                >
                  {t('maintenance.editButton')}
                </Button>
                <Button
                  onClick={() =>
                    void end.mutateAsync(w.id).then(() => setMessage(t('maintenance.ended', { title: w.titles.en })))
                  }
                >
                  {t('maintenance.endNow')}
                </Button>
              </span>
            )}
          </li>
        ))}
      </ul>
      <MenuOrderEditor />
    </section>
  );
}
