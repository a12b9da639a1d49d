import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LedgerPanel } from '../components/ledger-panel';
import { UsersPanel } from '../components/users-panel';
import { WithdrawalsPanel } from '../components/withdrawals-panel';

const TABS = ['users', 'withdrawals', 'ledger'] as const;

/** superadmincenter: users and roles, withdrawal review, the ledger check and adjustments. */
export function SuperAdminPage() {
  const { t } = useTranslation('admin');
  const [tab, setTab] = useState<(typeof TABS)[number]>('withdrawals');
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('title')}</h1>
      <div role="tablist" aria-label={t('title')} className="flex gap-1 rounded-xl bg-surface-2 p-1">
        {TABS.map((key) => (
          <button key={key} type="button" role="tab" aria-selected={tab === key} onClick={() => setTab(key)} className={tab === key ? 'rounded-lg bg-surface px-3 py-2 text-sm font-semibold' : 'rounded-lg px-3 py-2 text-sm text-muted'}>
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      {tab === 'users' && <UsersPanel />}
      {tab === 'withdrawals' && <WithdrawalsPanel />}
      {tab === 'ledger' && <LedgerPanel />}
    </div>
  );
}
