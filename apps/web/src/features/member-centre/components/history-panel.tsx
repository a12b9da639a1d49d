import { transferKinds, type TransferKind } from '@matchday/contract/client';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { localShortTime } from '@/shared/time/local-time';
import { VirtualList } from '@/shared/ui/virtual-list';
import { Panel } from '@/shared/ui/panel';
import { useWalletHistory } from '../api/fund-wallet-transactions';
import { QueryState } from './query-state';

/** A kind the server sends that this build knows (a newer one shows as sent). */
const isTransferKind = (kind: string): kind is TransferKind => (transferKinds as readonly string[]).includes(kind);

const RANGES = ['1', '7', '30', '90'] as const;

/** The wallet's movements, newest first, by type and period; pages load as the list scrolls. */
export function HistoryPanel() {
  const { t, i18n } = useTranslation('wallet');
  const [kind, setKind] = useState('');
  const [range, setRange] = useState<(typeof RANGES)[number]>('30');
  const q = useWalletHistory(kind, range);
  const rows = q.data?.pages.flatMap((p) => p.list) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;

  return (
    <Panel title={t('history.title')}>
      <div className="flex flex-wrap gap-2">
        <select
          aria-label={t('history.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value)}
          className="min-h-10 rounded-xl border border-line bg-bg px-2"
        >
          <option value="">{t('history.allKinds')}</option>
          {transferKinds.map((k) => (
            <option key={k} value={k}>
              {t(`history.kinds.${k}`)}
            </option>
          ))}
        </select>
        <select
          aria-label={t('history.range')}
          value={range}
          onChange={(e) => setRange(e.target.value as (typeof RANGES)[number])}
          className="min-h-10 rounded-xl border border-line bg-bg px-2"
        >
          {RANGES.map((r) => (
            <option key={r} value={r}>
              {t(`history.ranges.${r}`)}
            </option>
          ))}
        </select>
      </div>
      <QueryState isLoading={q.isLoading} error={q.error} retry={() => void q.refetch()} />
      {q.isSuccess && rows.length === 0 && <p className="text-sm text-muted">{t('history.empty')}</p>}
      {rows.length > 0 && (
        <>
          <VirtualList
            label={t('history.title')}
            items={rows}
            rowHeight={56}
            height={448}
            getKey={(r) => r.id}
            onEndReached={() => {
              if (q.hasNextPage && !q.isFetchingNextPage) void q.fetchNextPage();
            }}
            renderRow={(r) => (
              <div className="flex h-full items-center justify-between gap-3 border-b border-line px-3 text-sm">
                <div className="min-w-0">
                  <p className="font-semibold">{isTransferKind(r.kind) ? t(`history.kinds.${r.kind}`) : r.kind}</p>
                  <p className="truncate text-xs text-muted">{localShortTime(r.createdAt, i18n.language)}</p>
                </div>
                <div className="text-right tabular-nums">
                  <p className={r.amount >= 0 ? 'font-semibold text-green-700 dark:text-green-400' : 'font-semibold'}>
                    {formatMoney(r.amount, r.currency, { signed: true })}
                  </p>
                  <p className="text-xs text-muted">
                    {t('history.balanceAfter', { balance: formatMoney(r.balanceAfter, r.currency) })}
                  </p>
                </div>
              </div>
            )}
          />
          <p className="text-xs text-muted">{t('history.count', { shown: rows.length, total })}</p>
        </>
      )}
    </Panel>
  );
}
