import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { Panel } from '@/shared/ui/panel';
import { QueryView } from '@/shared/ui/query-state';
import { TabList } from '@/shared/ui/tab-list';
import { STATS_RANGES, useAnchorStats, type StatsRange } from '../../hooks/use-anchor-stats';
import { formatCount } from '@/shared/money/format-count';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col rounded-xl bg-surface-2 p-3">
      <dt className="text-xs text-muted">{label}</dt>
      <dd className="text-xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

type Earnings = NonNullable<ReturnType<typeof useAnchorStats>['data']>;

function EarningsFigures({ data }: { data: Earnings }) {
  const { t, i18n } = useTranslation('live');
  const count = (value: number) => formatCount(value, i18n.language);
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="anchor-stats">
        <Figure label={t('anchor.earnings.streams')} value={count(data.stats.streams)} />
        <Figure
          label={t('anchor.earnings.liveTime')}
          value={t('anchor.earnings.hoursMinutes', {
            hours: Math.floor(data.stats.liveMinutes / 60),
            minutes: data.stats.liveMinutes % 60,
          })}
        />
        <Figure label={t('anchor.earnings.peakViewers')} value={count(data.stats.peakViewers)} />
        <Figure label={t('anchor.earnings.gifts')} value={count(data.stats.giftCount)} />
        <Figure label={t('anchor.earnings.giftSenders')} value={count(data.stats.giftSenders)} />
        <Figure label={t('anchor.earnings.paidViewers')} value={count(data.stats.paidViewers)} />
      </dl>
      <h3 className="font-semibold">{t('anchor.earnings.profit')}</h3>
      {data.sums.length === 0 ? (
        <p className="text-sm text-muted">{t('anchor.earnings.noGifts')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {data.sums.map((s) => (
            <li key={s.currency} className="flex justify-between gap-2">
              <span>{t('anchor.earnings.paidBy', { amount: formatMoney(s.amount, s.currency) })}</span>
              <span className="font-semibold">
                {t('anchor.earnings.yourShare', { amount: formatMoney(s.anchorShare, s.currency) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {data.days.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('anchor.earnings.byDay')}</caption>
          <thead className="text-xs text-muted">
            <tr>
              <th scope="col">{t('anchor.earnings.day')}</th>
              <th scope="col">{t('anchor.earnings.stream')}</th>
              <th scope="col" className="text-right">
                {t('anchor.earnings.gifts')}
              </th>
              <th scope="col" className="text-right">
                {t('anchor.earnings.share')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.days.map((d) => (
              <tr key={`${d.day}-${d.streamId}-${d.currency}`} className="border-t border-line">
                <td className="py-1">{d.day}</td>
                <td className="max-w-40 truncate py-1">{d.streamTitle}</td>
                <td className="py-1 text-right tabular-nums">{count(d.count)}</td>
                <td className="py-1 text-right tabular-nums">{formatMoney(d.anchorShare, d.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

/** Statistics (time on air, peak viewers, gifts, paid viewers) and gift profit over a range. */
export function EarningsPanel() {
  const { t } = useTranslation('live');
  const [range, setRange] = useState<StatsRange>('week');
  const data = useAnchorStats(range);
  const texts = { loading: t('anchor.loading'), failed: t('anchor.earnings.loadFailed'), retry: t('retry') };

  return (
    <Panel title={t('anchor.earnings.title')}>
      <TabList
        label={t('anchor.earnings.range')}
        items={STATS_RANGES.map((r) => ({ key: r, label: t(`anchor.earnings.ranges.${r}`) }))}
        active={range}
        onSelect={setRange}
        layout="grid"
      />
      <QueryView query={data} texts={texts}>
        {(earnings) => <EarningsFigures data={earnings} />}
      </QueryView>
    </Panel>
  );
}
