import { formatOdds } from '@matchday/core';
import { useTranslation } from 'react-i18next';
import { readStored } from '@/shared/storage/storage';
import { localShortTime } from '@/shared/time/local-time';
import { Button } from '@/shared/ui/button';
import { Panel } from '@/shared/ui/panel';
import { QueryView } from '@/shared/ui/query-state';
import { useRoomBets } from '../../hooks/use-push-orders';
import type { PushOrder } from '../../lib/pushed-bets';

/** Where the bet slip takes a recommended bet; without it the room only lists them. */
export type OpenInBetSlip = (bet: PushOrder) => void;

/** One recommendation: match, market, option at the platform's price then, the anchor's note and how many members followed it. */
export function PushedBet({ bet, onOpenInBetSlip }: { bet: PushOrder; onOpenInBetSlip?: OpenInBetSlip | undefined }) {
  const { t, i18n } = useTranslation('live');
  const odds = formatOdds(bet.odds, readStored('settings').oddsFormat) ?? '–';
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-line p-3 text-sm" data-push-order={bet.id}>
      <div className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">{bet.matchName}</span>
        <time className="shrink-0 text-xs text-muted" dateTime={new Date(bet.createdAt).toISOString()}>
          {localShortTime(bet.createdAt, i18n.language)}
        </time>
      </div>
      <span className="text-muted">{bet.marketName}</span>
      <span>{t('bets.pick', { option: bet.optionName, odds })}</span>
      {bet.note && <p className="text-muted">{bet.note}</p>}
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs text-muted" data-followers={bet.followers}>
          {t('bets.followers', { count: bet.followers })}
        </span>
        {onOpenInBetSlip && (
          <Button variant="ghost" onClick={() => onOpenInBetSlip(bet)}>
            {t('bets.openInSlip')}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * The anchor's recommended bets in the room, newest first, arriving live on the room topic. In the
 * phone room's sheet (`inSheet`) the sheet names and scrolls the list.
 */
export function PushedBets({
  streamId,
  onOpenInBetSlip,
  inSheet = false,
}: {
  streamId: number;
  onOpenInBetSlip?: OpenInBetSlip | undefined;
  inSheet?: boolean;
}) {
  const { t } = useTranslation('live');
  const bets = useRoomBets(streamId);
  const texts = { loading: t('bets.loading'), failed: t('bets.loadFailed'), retry: t('retry'), empty: t('bets.empty') };
  const body = (
    <QueryView query={bets} texts={texts} isEmpty={(data) => data.list.length === 0}>
      {(data) => (
        <ul
          aria-label={t('bets.label')}
          className={inSheet ? 'flex flex-col gap-2' : 'flex max-h-96 flex-col gap-2 overflow-y-auto'}
        >
          {data.list.map((bet) => (
            <PushedBet key={bet.id} bet={bet} onOpenInBetSlip={onOpenInBetSlip} />
          ))}
        </ul>
      )}
    </QueryView>
  );
  return inSheet ? (
    body
  ) : (
    <Panel title={t('bets.title')} gap={2} compact>
      {body}
    </Panel>
  );
}
