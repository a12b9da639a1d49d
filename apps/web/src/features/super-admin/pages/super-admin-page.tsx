import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList } from '@/shared/ui/tab-list';
import { LedgerPanel } from '../components/ledger-panel';
import { MaintenancePanel } from '../components/maintenance-panel';
import { ResultsPanel } from '../components/results-panel';
import { UsersPanel } from '../components/users-panel';
import { WithdrawalsPanel } from '../components/withdrawals-panel';

const TABS = ['users', 'withdrawals', 'ledger', 'results', 'maintenance'] as const;

/** superadmincenter: users and roles, withdrawal review, the ledger check and adjustments, the results desk, maintenance and the menu order. */
export function SuperAdminPage() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<(typeof TABS)[number]>('withdrawals');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <TabList
        label={t('title')}
        items={TABS.map((key) => ({ key, label: t(`tabs.${key}`) }))}
        active={tab}
        onSelect={setTab}
      />
      {tab === 'users' && <UsersPanel />}
      {tab === 'withdrawals' && <WithdrawalsPanel />}
      {tab === 'ledger' && <LedgerPanel />}
      {tab === 'results' && <ResultsPanel />}
      {tab === 'maintenance' && <MaintenancePanel />}
    </div>
  );
}
