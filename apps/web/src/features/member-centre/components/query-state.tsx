import { useTranslation } from 'react-i18next';
import { LoadFailed, LoadingNote } from '@/shared/ui/query-state';

/** Loading and failure states of a panel's data, with a retry. */
export function QueryState({ isLoading, error, retry }: { isLoading: boolean; error: unknown; retry: () => void }) {
  const { t } = useTranslation('wallet');
  if (isLoading) return <LoadingNote text={t('centre.loading')} />;
  if (!error) return null;
  return <LoadFailed text={t('centre.loadFailed')} retry={t('centre.retry')} onRetry={retry} />;
}
