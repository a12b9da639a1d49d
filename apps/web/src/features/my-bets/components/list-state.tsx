import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/errors';

/** Loading and error states of a list, with a retry. */
export function ListState({ loading, error, retry }: { loading: boolean; error: unknown; retry: () => void }) {
  const { t } = useTranslation('my-bets');
  if (loading) return <p className="p-4 text-center text-sm text-muted">{t('list.loading')}</p>;
  if (!error) return null;
  return (
    <div role="alert" className="flex flex-col items-center gap-2 p-4 text-sm">
      <p>{error instanceof ApiError && error.msg ? error.msg : t('list.failed')}</p>
      <button type="button" onClick={retry} className="rounded-lg border border-line px-3 py-1">
        {t('list.retry')}
      </button>
    </div>
  );
}
