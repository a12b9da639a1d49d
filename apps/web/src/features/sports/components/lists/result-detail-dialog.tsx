import type { SportsResultRecord } from '@matchday/contract';
import { useTranslation } from 'react-i18next';
import { finalScore } from '@/shared/sports/final-score';
import { useLanguagePack } from '@/shared/sports/use-language-pack';
import { localShortTime } from '@/shared/time/local-time';
import { Dialog } from '@/shared/ui/dialog';
import { useResultDetail } from '../../api/match-result-info';
import { MatchStatistics } from '../detail/match-statistics';
import { ListError } from '../list-states';

/** One match's result (`matchResultInfo`): league, kick-off, final score and every period and score type. */
export function ResultDetailDialog({ record, onClose }: { record: SportsResultRecord | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('sports');
  const detail = useResultDetail(record?.id ?? null);
  const label = useLanguagePack();
  if (!record) return null;
  const shown = detail.data ?? record;
  const score = finalScore(shown);
  return (
    <Dialog open title={`${record.ts[0].na} - ${record.ts[1].na}`} onClose={onClose}>
      <div className="flex flex-col gap-3">
        <p className="text-sm text-muted">
          {shown.lg.na} ·{' '}
          <time dateTime={new Date(shown.bt).toISOString()}>{localShortTime(shown.bt, i18n.language)}</time>
        </p>
        <p className="text-center text-2xl font-bold tabular-nums" aria-label={t('detail.score')}>
          {score ? `${score[0]} : ${score[1]}` : '-'}
        </p>
        {detail.error ? (
          <ListError error={detail.error} retry={() => void detail.refetch()} />
        ) : detail.isPending ? (
          <div role="status" aria-label={t('detail.loading')} className="h-32 animate-pulse rounded-xl bg-surface-2" />
        ) : (
          <MatchStatistics
            nsg={shown.nsg}
            sportId={shown.sid}
            homeName={shown.ts[0].na}
            awayName={shown.ts[1].na}
            label={label}
          />
        )}
      </div>
    </Dialog>
  );
}
