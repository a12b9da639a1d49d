import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';
import { localShortTime } from '@/shared/time/local-time';
import { Button } from '@/shared/ui/button';
import { DigitsField } from '@/shared/ui/digits-field';
import { TextField } from '@/shared/ui/field';
import { SubmitRow } from '@/shared/ui/submit-row';
import { toast } from '@/shared/ui/toaster';
import { useForm } from '@/shared/ui/use-form';
import { Panel } from '@/shared/ui/panel';
import { usePaymentMethods } from '../api/fund-payment-methods';
import { useWithdrawInfo } from '../api/fund-withdraw-info-get';
import { useSaveWithdrawInfo } from '../api/fund-withdraw-info-save';
import { useWithdrawals } from '../api/fund-withdraw-list';
import { useRequestWithdrawal } from '../api/fund-withdraw-request';
import { BankPicker } from './bank-picker';
import { MoneyRequestForm } from './money-request-form';
import { useMoneyRequest } from './use-money-request';
import { QueryState } from './query-state';

function AccountForm({ currency, onSaved }: { currency: string; onSaved: () => void }) {
  const { t } = useTranslation('wallet');
  const form = useForm({ holder: '', bankName: '', accountNumber: '' });
  const save = useSaveWithdrawInfo();
  async function submit(e: FormEvent) {
    e.preventDefault();
    await form.run(t('centre.loadFailed'), async () => {
      await save.mutateAsync(form.values);
      toast(t('withdraw.accountSaved'), 'info');
      onSaved();
    });
  }
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <TextField label={t('withdraw.holder')} autoComplete="name" {...form.field('holder')} />
      <BankPicker
        currency={currency}
        value={form.values.bankName}
        onChange={(v) => form.set('bankName', v)}
        error={form.errors.bankName}
      />
      <DigitsField label={t('withdraw.accountNumber')} {...form.digits('accountNumber')} />
      <SubmitRow label={t('withdraw.saveAccount')} failure={form.errors.form} />
    </form>
  );
}

/** Withdraw: the payout account (its bank from a list, shown masked), a request within the payout limits that reserves the amount, and the list. */
export function WithdrawPanel({ userId, defaultCurrency }: { userId: number; defaultCurrency: string }) {
  const { t, i18n } = useTranslation('wallet');
  const info = useWithdrawInfo();
  const list = useWithdrawals();
  const methods = usePaymentMethods();
  const request = useRequestWithdrawal(userId);
  const [editing, setEditing] = useState(false);
  const form = useMoneyRequest('wd', defaultCurrency, async (body) => {
    await request.mutateAsync(body);
    toast(t('withdraw.requested'), 'info');
  });

  return (
    <Panel title={t('withdraw.title')}>
      <QueryState isLoading={info.isLoading} error={info.error} retry={() => void info.refetch()} />
      {info.isSuccess && (info.data === null || editing) ? (
        <AccountForm currency={defaultCurrency} onSaved={() => setEditing(false)} />
      ) : null}
      {info.data && !editing && (
        <>
          <p className="flex flex-wrap items-center justify-between gap-2 text-sm" data-testid="withdraw-account">
            <span className="min-w-0 break-words">
              {info.data.holder} · {info.data.bankName} · {info.data.accountMasked}
            </span>
            <Button variant="ghost" onClick={() => setEditing(true)}>
              {t('withdraw.changeAccount')}
            </Button>
          </p>
          <MoneyRequestForm kind="withdraw" request={form} limits={methods.data?.withdraw} />
        </>
      )}
      {list.data && list.data.list.length > 0 && (
        <>
          <h3 className="mt-2 font-semibold">{t('withdraw.recent')}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {list.data.list.map((w) => (
              <li key={w.id} className="flex flex-wrap justify-between gap-x-3 gap-y-1 border-b border-line py-1">
                <span className="tabular-nums">{formatMoney(w.amount, w.currency)}</span>
                <span className="text-muted">{localShortTime(w.createdAt, i18n.language)}</span>
                <span>{t(`withdraw.status.${w.status}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}
