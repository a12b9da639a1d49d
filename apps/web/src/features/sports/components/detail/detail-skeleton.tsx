import { useTranslation } from 'react-i18next';

/** Placeholder head, panels and markets while the detail loads. */
export function DetailSkeleton() {
  const { t } = useTranslation('sports');
  return (
    <div role="status" aria-label={t('detail.loading')} className="flex flex-col gap-3">
      <div className="h-32 animate-pulse rounded-2xl bg-surface-2" />
      <div className="grid gap-3 md:grid-cols-2">
        <div className="h-40 animate-pulse rounded-2xl bg-surface-2" />
        <div className="h-40 animate-pulse rounded-2xl bg-surface-2" />
      </div>
      {Array.from({ length: 4 }, (_, i) => (
        <div key={i} className="h-24 animate-pulse rounded-xl bg-surface-2" />
      ))}
    </div>
  );
}
