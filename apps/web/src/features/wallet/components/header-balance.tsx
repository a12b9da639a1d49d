import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { useWalletBalance } from '../hooks/use-wallet-balance';

/** The header's balance in the member's currency, kept current by the wallet pushes. */
export function HeaderBalance() {
  const { t } = useTranslation();
  const wallet = useWalletBalance();
  if (!wallet) return null;
  return (
    <span
      className="whitespace-nowrap rounded-lg bg-surface-2 px-2 py-1.5 text-sm tabular-nums sm:px-3"
      data-testid="balance"
    >
      <span className="sr-only">{t('header.balance')}</span>
      {formatMoney(wallet.balance, wallet.currency)}
    </span>
  );
}
