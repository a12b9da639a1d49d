import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetSlip } from '@/shared/bet-slip/bet-slip-store';
import { formatMoney } from '@/shared/money/format-money';
import { useSession } from '@/shared/session/session-store';
import { useSetting } from '@/shared/storage/use-setting';
import { TabList } from '@/shared/ui/tab-list';
import { usePlaceBets } from '../hooks/use-place-bets';
import { useSlipQuotes } from '../hooks/use-slip-quotes';
import { useSlipLock } from '../hooks/use-slip-lock';
import { useOrders } from '../stores/order-store';
import { useStakes } from '../stores/stake-store';
import { OrderReceipts } from './order-receipts';
import { ParlayTab } from './parlay-tab';
import { ReserveTab } from './reserve-tab';
import { SinglesTab } from './singles-tab';
import { useSlipMember } from './slip-context';

const TABS = ['singles', 'parlay', 'reserve', 'myBets'] as const;
export type SlipTab = (typeof TABS)[number];

/**
 * The open slip: a side panel on wide screens, a bottom sheet on phones. Its prices refresh every
 * 3 s while it is open on a betting tab; "My bets" is the app's own view, handed in.
 */
export function BetSlipPanel({ myBets }: { myBets: ReactNode }) {
  const { t } = useTranslation('bet-slip');
  const { currency, oddsFormat } = useSlipMember();
  const selections = useBetSlip((s) => s.selections);
  const close = useCallback(() => {
    useBetSlip.getState().setOpen(false);
    useStakes.getState().setActive(null);
    // The receipt has been seen: the next opening starts clean.
    useOrders.getState().dismissDecided();
  }, []);
  const locked = useSlipLock();
  const balance = useSession((s) => s.balance);
  const [tab, setTab] = useState<SlipTab>('singles');
  const [oddsChange, setOddsChange] = useSetting('oddsChange');
  const betting = tab !== 'myBets';
  const { book, fresh } = useSlipQuotes(selections, tab === 'parlay', betting);
  const quotes = useMemo(() => book?.quotes ?? {}, [book]);
  const settings = useMemo(() => ({ oddsChange, oddsFormat }), [oddsChange, oddsFormat]);
  const inPlay = useCallback((key: string) => quotes[key]?.ip ?? false, [quotes]);
  const placer = usePlaceBets(settings, inPlay);

  // On wide screens the page makes room for the side panel instead of hiding under it.
  useEffect(() => {
    document.body.classList.add('md:pr-[380px]');
    return () => document.body.classList.remove('md:pr-[380px]');
  }, []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [close]);

  return (
    <aside
      aria-label={t('title')}
      className="fixed inset-x-0 bottom-0 z-50 flex max-h-[85vh] flex-col rounded-t-2xl border border-line bg-surface shadow-2xl md:inset-x-auto md:top-14 md:right-0 md:bottom-0 md:max-h-none md:w-[380px] md:rounded-none md:border-y-0 md:border-r-0"
    >
      <header className="flex items-center gap-2 border-b border-line px-4 py-3">
        <h2 className="text-base font-semibold">{t('title')}</h2>
        <span className="rounded-full bg-accent px-2 text-xs font-semibold text-on-accent">{selections.length}</span>
        {balance !== null && (
          <span className="ml-auto text-xs text-muted tabular-nums">
            {t('balance', { amount: formatMoney(balance, currency) })}
          </span>
        )}
        <button
          type="button"
          onClick={close}
          aria-label={t('close')}
          className={`${balance === null ? 'ml-auto' : ''} -my-2 flex min-h-11 min-w-11 items-center justify-center rounded-lg text-xl leading-none text-muted hover:bg-surface-2`}
        >
          ×
        </button>
      </header>
      <div className="px-3 pt-3">
        <TabList
          label={t('tabs.label')}
          layout="grid"
          items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
          active={tab}
          onSelect={setTab}
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 overflow-y-auto p-3" role="tabpanel" aria-label={t(`tabs.${tab}`)}>
        {betting && <OrderReceipts />}
        {betting && selections.length === 0 && (
          <p className="rounded-xl bg-surface-2 p-4 text-center text-sm text-muted">{t('empty')}</p>
        )}
        {tab === 'singles' && selections.length > 0 && (
          <SinglesTab
            selections={selections}
            quotes={quotes}
            oddsChange={oddsChange}
            onOddsChange={setOddsChange}
            placer={placer}
            locked={locked}
          />
        )}
        {tab === 'parlay' && selections.length > 0 && (
          <ParlayTab
            selections={selections}
            quotes={quotes}
            offers={fresh ? (book?.series ?? []) : []}
            oddsChange={oddsChange}
            onOddsChange={setOddsChange}
            placer={placer}
            locked={locked}
          />
        )}
        {tab === 'reserve' && selections.length > 0 && <ReserveTab selections={selections} quotes={quotes} />}
        {tab === 'myBets' && myBets}
      </div>
    </aside>
  );
}
