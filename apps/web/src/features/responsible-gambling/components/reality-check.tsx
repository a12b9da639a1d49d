import { memberRgGet, memberRgRealityCheck } from '@matchday/contract/client';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/shared/http/api-client';
import { formatMoney } from '@/shared/money/format-money';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';

type Summary = Awaited<ReturnType<typeof fetchSummary>>;
const fetchSummary = () => apiCall(memberRgRealityCheck, { noNeedResponseMsg: true });

/** Every N minutes the member chose: how long they have played and their result; continue or stop. */
export function RealityCheck({ onStop }: { onStop: () => void }) {
  const { t } = useTranslation('wallet');
  const controls = useQuery({
    queryKey: ['rg'],
    queryFn: () => apiCall(memberRgGet, { noNeedResponseMsg: true }),
    staleTime: 60_000,
  });
  const minutes = controls.data?.realityCheckMinutes ?? 0;
  const [summary, setSummary] = useState<Summary | null>(null);
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (minutes <= 0) return;
    const timer = setTimeout(() => void fetchSummary().then(setSummary, () => undefined), minutes * 60_000);
    return () => clearTimeout(timer);
  }, [minutes, round]);

  if (!summary) return null;
  const played = summary.results.filter((r) => r.wagered > 0);
  return (
    <Dialog open title={t('reality.title')} onClose={() => setSummary(null)} page="reality-check">
      <div className="flex flex-col gap-3">
        <p>{t('reality.body', { minutes: summary.minutesPlayed })}</p>
        {played.length === 0 ? (
          <p className="text-muted">{t('reality.noPlay')}</p>
        ) : (
          played.map((r) => <p key={r.currency}>{t('reality.result', { amount: formatMoney(r.net, r.currency) })}</p>)
        )}
        <div className="flex gap-2">
          <Button
            onClick={() => {
              setSummary(null);
              setRound((n) => n + 1);
            }}
          >
            {t('reality.continue')}
          </Button>
          <Button variant="ghost" onClick={onStop}>
            {t('reality.stop')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
