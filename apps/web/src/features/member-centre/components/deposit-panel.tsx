import { fundDepositCreate, fundDepositGet, type DepositOrder } from '@matchday/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall } from '@/shared/http/api-client';
import { failureText } from '@/shared/http/errors';
import { formatMoney, newRequestKey, parseMoneyInput } from '@/shared/money/format-money';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { MoneyField } from './money-field';

const FINAL = new Set<DepositOrder['status']>(['paid', 'failed', 'cancelled']);

/** Deposit: the amount, then the provider's page; back here, the order's status until it settles. */
export function DepositPanel({ userId, returnedOrderNo, defaultCurrency }: { userId: number; returnedOrderNo: string | undefined; defaultCurrency: string }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(defaultCurrency);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [key] = useState(() => newRequestKey('dep'));

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

  async function submit(e: FormEvent) {
    e.preventDefault();
    const minor = parseMoneyInput(amount);
    setError(minor === null ? t('deposit.amountInvalid') : undefined);
    if (minor === null) return;
    setBusy(true);
    setFormError(undefined);
    try {
      const order = await apiCall(fundDepositCreate, { body: { amount: minor, currency: currency as 'VND', idempotencyKey: key }, noNeedResponseMsg: true });
      window.location.assign(order.payUrl);
    } catch (err) {
      setFormError(failureText(err, t('centre.loadFailed')));
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="deposit" className="flex flex-col gap-3 rounded-2xl bg-surface p-4">
      <h2 id="deposit" className="text-lg font-semibold">
        {t('deposit.title')}
      </h2>
      {returned.data && (
        <p role="status" className="rounded-lg bg-surface-2 px-3 py-2 text-sm" data-testid="deposit-status">
          {t(`deposit.status.${returned.data.status}`, { amount: formatMoney(returned.data.amount, returned.data.currency) })}
        </p>
      )}
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <MoneyField name="depositAmount" label={t('deposit.amount')} currencyLabel={t('deposit.currency')} amount={amount} currency={currency} onAmount={setAmount} onCurrency={setCurrency} error={error} />
        <FormAlert text={formError} />
        <Button type="submit" disabled={busy}>
          {busy ? t('deposit.submitting') : t('deposit.submit')}
        </Button>
      </form>
    </section>
  );
}
