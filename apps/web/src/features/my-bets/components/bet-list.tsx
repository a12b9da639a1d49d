import { useTranslation } from 'react-i18next';
import { VirtualList } from '@/shared/ui/virtual-list';
import { useBetList } from '../api/new-bet-list';
import { useCashOutPolling } from '../hooks/use-cash-out-polling';
import type { RangeKey } from '../lib/bet-ranges';
import { currencyCodeOf } from '../lib/order-labels';
import { BetRow, BET_ROW_HEIGHT } from './bet-row';
import { BetSums } from './bet-sums';
import { CashOutDialogHost } from './cash-out-dialog-host';
import { ListState } from './list-state';

/** Open or settled bets, virtualized, pages loading as it scrolls; open ones poll their cash-out price while visible. */
export function BetList({
  settled,
  range,
  currency,
  height,
}: {
  settled: boolean;
  range: RangeKey;
  currency: string;
  height: number;
}) {
  const { t } = useTranslation('my-bets');
  const q = useBetList(settled, range);
  useCashOutPolling();
  const rows = q.data?.pages.flatMap((p) => p.records) ?? [];
  const sums = q.data?.pages[0]?.sts ?? [];
  return (
    <div className="flex flex-col gap-2">
      <ListState loading={q.isLoading} error={q.error} retry={() => void q.refetch()} />
      {q.isSuccess && <BetSums sums={sums} currency={currency} settled={settled} />}
      {q.isSuccess && rows.length === 0 && (
        <p className="rounded-xl bg-surface-2 p-4 text-center text-sm text-muted">
          {settled ? t('list.emptySettled') : t('list.emptyOpen')}
        </p>
      )}
      {rows.length > 0 && (
        <VirtualList
          label={settled ? t('tabs.settled') : t('tabs.open')}
          items={rows}
          rowHeight={BET_ROW_HEIGHT}
          height={height}
          getKey={(o) => o.id}
          onEndReached={() => {
            if (q.hasNextPage && !q.isFetchingNextPage) void q.fetchNextPage();
          }}
          renderRow={(o) => <BetRow order={o} currency={currencyCodeOf(o.cid, currency)} />}
        />
      )}
      {!settled && <CashOutDialogHost rows={rows} />}
    </div>
  );
}
