import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { useRefreshMemberWallet } from '@/shared/wallet/api/fund-wallet-member-local';
import { Panel } from '@/shared/ui/panel';
import { useCreateDeposit } from '../api/fund-deposit-create';
import { useDepositOrder } from '../api/fund-deposit-get';
import { usePaymentMethods } from '../api/fund-payment-methods';
import { DepositMethods } from './deposit-methods';
import { MoneyRequestForm } from './money-request-form';
import { useMoneyRequest } from './use-money-request';

/** Deposit: the methods and their limits, the amount (or a quick one), then the provider's page; back here, the order's status until it settles. */
export function DepositPanel({
  userId,
  returnedOrderNo,
  defaultCurrency,
}: {
  userId: number;
  returnedOrderNo: string | undefined;
  defaultCurrency: string;
}) {
  const { t } = useTranslation('wallet');
  const refreshWallet = useRefreshMemberWallet();
  const create = useCreateDeposit();
  const form = useMoneyRequest('dep', defaultCurrency, async (body) => {
    const order = await create.mutateAsync(body);
    window.location.assign(order.payUrl);
  });

  const methods = usePaymentMethods();
  const deposit = methods.data?.deposit ?? [];
  const returned = useDepositOrder(returnedOrderNo);
  const settled = returned.data?.status;
  useEffect(() => {
    if (settled === 'paid') void refreshWallet(userId);
  }, [settled, userId, refreshWallet]);

  return (
    <Panel title={t('deposit.title')}>
      {returned.data && (
        <p role="status" className="rounded-lg bg-surface-2 px-3 py-2 text-sm" data-testid="deposit-status">
          {t(`deposit.status.${returned.data.status}`, {
            amount: formatMoney(returned.data.amount, returned.data.currency),
          })}
        </p>
      )}
      <DepositMethods methods={deposit} currency={form.currency} />
      <MoneyRequestForm kind="deposit" request={form} limits={deposit.flatMap((m) => m.limits)} />
    </Panel>
  );
}
