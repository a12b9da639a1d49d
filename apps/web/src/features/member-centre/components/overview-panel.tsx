import type { MemberInfo } from '@matchday/contract/client';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { useMemberWallet } from '@/shared/wallet/api/fund-wallet-member-local';
import { MemberAvatar } from './member-avatar';
import { QueryState } from './query-state';
import { VipBadge } from './vip-badge';

/** Who the member is and what they hold, per currency. */
export function OverviewPanel({ user }: { user: MemberInfo }) {
  const { t } = useTranslation('wallet');
  const wallet = useMemberWallet(user.id);
  return (
    <div className="flex flex-col gap-6">
      <section className="flex items-center gap-4 rounded-2xl bg-surface p-4">
        <MemberAvatar
          id={user.avatarId}
          label={user.avatarId ? t('centre.avatar', { id: user.avatarId }) : t('centre.defaultAvatar')}
        />
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-bold">{user.nickName ?? user.userName}</p>
          <p className="text-sm text-muted">{user.userName}</p>
        </div>
        <VipBadge level={user.vipLevel} label={t('centre.vip', { level: user.vipLevel })} />
      </section>
      <section aria-labelledby="balances" className="flex flex-col gap-2">
        <h2 id="balances" className="text-lg font-semibold">
          {t('centre.balances')}
        </h2>
        <QueryState isLoading={wallet.isLoading} error={wallet.error} retry={() => void wallet.refetch()} />
        {wallet.data && wallet.data.wallets.length === 0 && (
          <p className="text-sm text-muted">{t('centre.noBalances')}</p>
        )}
        <ul className="grid gap-2 sm:grid-cols-3">
          {wallet.data?.wallets.map((w) => (
            <li key={w.currency} className="rounded-xl border border-line p-3" data-testid={`wallet-${w.currency}`}>
              <span className="text-xs text-muted">{w.currency}</span>
              <p className="text-lg font-semibold tabular-nums">{formatMoney(w.balance, w.currency)}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
