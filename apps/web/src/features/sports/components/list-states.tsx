import { useTranslation } from 'react-i18next';
import { MaintenanceError } from '@/shared/http/errors';
import { LoadFailed } from '@/shared/ui/query-state';
import { localFullTime } from '@/shared/time/local-time';

/** Placeholder rows while the first page loads. */
export function ListSkeleton() {
  const { t } = useTranslation('sports');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-2">
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="h-32 animate-pulse rounded-xl bg-surface-2" />
      ))}
    </div>
  );
}

/** An empty list, with the view's own message. */
export function ListEmpty({ text }: { text: string }) {
  return <p className="rounded-xl bg-surface p-6 text-center text-sm text-muted">{text}</p>;
}

/** The maintenance screen of code 8, with the window the platform sent when it has one. */
export function MaintenanceScreen({ error }: { error: MaintenanceError }) {
  const { t, i18n } = useTranslation('sports');
  return (
    <section role="alert" className="flex flex-col items-center gap-2 rounded-2xl bg-surface p-8 text-center">
      <h2 className="text-lg font-semibold">{t('maintenance.title')}</h2>
      <p className="text-sm text-muted">
        {error.window
          ? t('maintenance.window', {
              from: localFullTime(error.window.startMs, i18n.language),
              to: localFullTime(error.window.endMs, i18n.language),
            })
          : t('maintenance.body')}
      </p>
    </section>
  );
}

/** A failed load: the maintenance screen for code 8, otherwise a message with a retry. */
export function ListError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('sports');
  if (error instanceof MaintenanceError) return <MaintenanceScreen error={error} />;
  return (
    <LoadFailed
      text={t('loadFailed')}
      retry={t('retry')}
      onRetry={retry}
      className="justify-center rounded-xl bg-surface p-6"
    />
  );
}
