import { fundDepositCreate, fundDepositGet, type DepositOrder } from '@matchday/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/shared/http/api-client';
import { formatMoney } from '@/shared/money/format-money';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { MoneyField } from './money-field';
import { useMoneyRequest } from './use-money-request';

const FINAL = new Set<DepositOrder['status']>(['paid', 'failed', 'cancelled']);

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
  const queryClient = useQueryClient();
  const form = useMoneyRequest('dep', defaultCurrency, async (body) => {
    const order = await apiCall(fundDepositCreate, { body, noNeedResponseMsg: true });
    window.location.assign(order.payUrl);
  });

  const returned = useQuery({
    queryKey: ['deposit', returnedOrderNo],
    queryFn: () => apiCall(fundDepositGet, { params: { orderNo: returnedOrderNo! }, noNeedResponseMsg: true }),
    enabled: Boolean(returnedOrderNo),
    refetchInterval: (q) => (q.state.data && FINAL.has(q.state.data.status) ? false : 1000),
  });
  const settled = returned.data?.status;
  useEffect(() => {
    if (settled === 'paid') void queryClient.invalidateQueries({ queryKey: ['wallet', userId] });
  }, [settled, queryClient, userId]);

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
