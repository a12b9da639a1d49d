import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/http/errors';
import { Button } from '@/shared/ui/button';
import { adviceForCode } from '../lib/failure-advice';
import { RefusalAdvice } from './refusal-advice';

/**
 * A placement that failed: the platform's own message and what to do, or, when no answer came,
 * a retry that reuses the same request key so the bets are placed at most once.
 */
export function PlaceError({
  error,
  onRetry,
  onRemoveClosed,
}: {
  error: unknown;
  onRetry: () => void;
  onRemoveClosed: () => void;
}) {
  const { t } = useTranslation('bet-slip');
  if (error instanceof ApiError) {
    return (
      <div role="alert" className="flex flex-col gap-2 rounded-xl border border-red-500/60 bg-red-500/10 p-3 text-sm">
        <p className="font-semibold">{error.msg || t('place.failed')}</p>
        <RefusalAdvice advice={adviceForCode(error.code)} onRemoveClosed={onRemoveClosed} />
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col gap-2 rounded-xl border border-red-500/60 bg-red-500/10 p-3 text-sm">
      <p className="font-semibold">{t('place.noAnswer')}</p>
      <p className="text-xs">{t('place.noAnswerHint')}</p>
      <Button size="small" className="self-start" onClick={onRetry}>
        {t('place.retry')}
      </Button>
    </div>
  );
}
