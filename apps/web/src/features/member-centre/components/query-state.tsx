import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';

/** Loading and failure states of a panel's data, with a retry. */
export function QueryState({ isLoading, error, retry }: { isLoading: boolean; error: unknown; retry: () => void }) {
  const { t } = useTranslation('wallet');
  if (isLoading)
    return (
      <p className="text-sm text-muted" role="status">
        {t('centre.loading')}
      </p>
    );
  if (!error) return null;
  return (
    <div role="alert" className="flex items-center gap-3 text-sm">
      <span>{t('centre.loadFailed')}</span>
      <Button variant="ghost" onClick={retry}>
        {t('centre.retry')}
      </Button>
    </div>
  );
}
