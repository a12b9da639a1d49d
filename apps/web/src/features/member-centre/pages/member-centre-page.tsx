import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';
import { buttonClass } from '@/shared/ui/button';
import { TabList } from '@/shared/ui/tab-list';
import { DepositPanel } from '../components/deposit-panel';
import { HistoryPanel } from '../components/history-panel';
import { LimitsPanel } from '../components/limits-panel';
import { OverviewPanel } from '../components/overview-panel';
import { SecurityPanel } from '../components/security-panel';
import { WithdrawPanel } from '../components/withdraw-panel';

const TABS = ['overview', 'wallet', 'history', 'limits', 'security'] as const;
type Tab = (typeof TABS)[number];

/** personal/{id}: the member centre; the tab and a returning deposit live in the URL. */
export function MemberCentrePage() {
  const { t } = useTranslation('wallet');
  const navigate = useNavigate();
  const { id } = useParams({ strict: false }) as { id?: string };
  const search = useSearch({ strict: false }) as { tab?: string; deposit?: string };
  const user = useSession((s) => s.userInfo);
  const tab: Tab = TABS.includes(search.tab as Tab) ? (search.tab as Tab) : 'overview';

  if (!user) return <p className="p-6 text-muted">{t('centre.loading')}</p>;
  if (String(user.id) !== id) return <p className="p-6">{t('centre.notYours')}</p>;
  const currency = user.regCurrency;

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <div className="flex items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('centre.title')}</h1>
        <Link to="/my-bets" className={buttonClass({ variant: 'ghost' })}>
          {t('centre.myBets')}
        </Link>
      </div>
      <TabList
        label={t('centre.title')}
        items={TABS.map((key) => ({ key, label: t(`centre.tabs.${key}`) }))}
        active={tab}
        onSelect={(key) =>
          void navigate({ to: '/personal/$id', params: { id: String(user.id) }, search: { tab: key } })
        }
      />
      {tab === 'overview' && <OverviewPanel user={user} />}
      {tab === 'wallet' && (
        <>
          <DepositPanel userId={user.id} returnedOrderNo={search.deposit} defaultCurrency={currency} />
          <WithdrawPanel userId={user.id} defaultCurrency={currency} />
        </>
      )}
      {tab === 'history' && <HistoryPanel />}
      {tab === 'limits' && <LimitsPanel defaultCurrency={currency} />}
      {tab === 'security' && <SecurityPanel user={user} />}
    </div>
  );
}
