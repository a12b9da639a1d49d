import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';
import { ChoiceGroup } from '@/shared/ui/choice-group';
import { TabList } from '@/shared/ui/tab-list';
import { RANGES, type RangeKey } from '../lib/bet-ranges';
import { BetList } from './bet-list';
import { ReserveList } from './reserve-list';

const TABS = ['open', 'settled', 'reserve'] as const;
type Tab = (typeof TABS)[number];

/** My bets: open bets (with cash-out), settled ones by period, and reserve bets pending or failed. */
export function MyBetsView({ height = 520 }: { height?: number }) {
  const { t } = useTranslation('my-bets');
  const currency = useSession((s) => s.userInfo?.regCurrency ?? 'VND');
  const [tab, setTab] = useState<Tab>('open');
  const [range, setRange] = useState<RangeKey>('7');
  const [failed, setFailed] = useState(false);
  const ranged = tab === 'settled' || (tab === 'reserve' && failed);
  return (
    <div className="flex flex-col gap-3">
      <TabList
        label={t('tabs.label')}
        layout="grid"
        items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        active={tab}
        onSelect={setTab}
      />
      {tab === 'reserve' && (
        <TabList
          label={t('reserve.which')}
          layout="grid"
          items={[
            { key: 'pending', label: t('reserve.pending') },
            { key: 'failed', label: t('reserve.failed') },
          ]}
          active={failed ? 'failed' : 'pending'}
          onSelect={(k) => setFailed(k === 'failed')}
        />
      )}
      {ranged && (
        <ChoiceGroup
          label={t('range.label')}
          items={RANGES.map((r) => ({ key: r, label: t(`range.${r}`) }))}
          value={range}
          onChange={setRange}
          className="gap-1"
          optionClass={(on) => `rounded-lg px-3 py-1 text-xs ${on ? 'bg-accent text-on-accent' : 'border border-line'}`}
        />
      )}
      {tab === 'reserve' ? (
        <ReserveList failed={failed} range={range} currency={currency} />
      ) : (
        <BetList settled={tab === 'settled'} range={range} currency={currency} height={height} />
      )}
    </div>
  );
}
