import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { useRefreshMemberWallet } from '@/shared/wallet/api/fund-wallet-member-local';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { useCreateDeposit } from '../api/fund-deposit-create';
import { useDepositOrder } from '../api/fund-deposit-get';
import { MoneyField } from './money-field';
import { useMoneyRequest } from './use-money-request';

/** Deposit: the amount, then the provider's page; back here, the order's status until it settles. */
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

  const returned = useDepositOrder(returnedOrderNo);
  const settled = returned.data?.status;
  useEffect(() => {
    if (settled === 'paid') void refreshWallet(userId);
  }, [settled, userId, refreshWallet]);

  return (
    <section aria-labelledby="deposit" className="flex flex-col gap-3 rounded-2xl bg-surface p-4">
      <h2 id="deposit" className="text-lg font-semibold">
        {t('deposit.title')}
      </h2>
      {returned.data && (
        <p role="status" className="rounded-lg bg-surface-2 px-3 py-2 text-sm" data-testid="deposit-status">
          {t(`deposit.status.${returned.data.status}`, {
            amount: formatMoney(returned.data.amount, returned.data.currency),
          })}
        </p>
      )}
      <form className="flex flex-col gap-3" onSubmit={(e) => void form.submit(e)} noValidate>
        <MoneyField
          name="depositAmount"
          label={t('deposit.amount')}
          currencyLabel={t('deposit.currency')}
          amount={form.amount}
          currency={form.currency}
          onAmount={form.setAmount}
          onCurrency={form.setCurrency}
          error={form.error}
        />
        <FormAlert text={form.formError} />
        <Button type="submit" disabled={form.busy}>
          {form.busy ? t('deposit.submitting') : t('deposit.submit')}
        </Button>
      </form>
    </section>
  );
}
