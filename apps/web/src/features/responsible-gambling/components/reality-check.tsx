import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { useRealityCheck } from '../hooks/use-reality-check';

/** Every N minutes the member chose: how long they have played and their result; continue or stop. */
export function RealityCheck({ onStop }: { onStop: () => void }) {
  const { t } = useTranslation('wallet');
  const { summary, dismiss, next } = useRealityCheck();
  if (!summary) return null;
  const played = summary.results.filter((r) => r.wagered > 0);
  return (
    <Dialog open title={t('reality.title')} onClose={dismiss} page="reality-check">
      <div className="flex flex-col gap-3">
        <p>{t('reality.body', { minutes: summary.minutesPlayed })}</p>
        {played.length === 0 ? (
          <p className="text-muted">{t('reality.noPlay')}</p>
        ) : (
          played.map((r) => <p key={r.currency}>{t('reality.result', { amount: formatMoney(r.net, r.currency) })}</p>)
        )}
        <div className="flex gap-2">
          <Button onClick={next}>{t('reality.continue')}</Button>
          <Button variant="ghost" onClick={onStop}>
            {t('reality.stop')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
