import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/ui/form-alert';
import { failureText } from '@/shared/http/errors';
import { formatMoney } from '@/shared/money/format-money';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';
import { localShortTime } from '@/shared/time/local-time';
import { toast } from '@/shared/ui/toaster';
import { useWithdrawInfo } from '../api/fund-withdraw-info-get';
import { useSaveWithdrawInfo } from '../api/fund-withdraw-info-save';
import { useWithdrawals } from '../api/fund-withdraw-list';
import { useRequestWithdrawal } from '../api/fund-withdraw-request';
import { MoneyField } from './money-field';
import { useMoneyRequest } from './use-money-request';
import { QueryState } from './query-state';

function AccountForm({ onSaved }: { onSaved: () => void }) {
  const { t } = useTranslation('wallet');
  const [holder, setHolder] = useState('');
  const [bankName, setBankName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveWithdrawInfo();
  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      await save.mutateAsync({ holder, bankName, accountNumber });
      toast(t('withdraw.accountSaved'), 'info');
      onSaved();
    } catch (err) {
      setError(failureText(err, t('centre.loadFailed')));
    }
  }
  return (
    <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
      <TextField
        label={t('withdraw.holder')}
        name="holder"
        autoComplete="name"
        value={holder}
        onChange={(e) => setHolder(e.target.value)}
      />
      <TextField
        label={t('withdraw.bankName')}
        name="bankName"
        value={bankName}
        onChange={(e) => setBankName(e.target.value)}
      />
      <TextField
        label={t('withdraw.accountNumber')}
        name="accountNumber"
        inputMode="numeric"
        value={accountNumber}
        onChange={(e) => setAccountNumber(e.target.value.replace(/\D/g, ''))}
      />
      <FormAlert text={error} />
      <Button type="submit">{t('withdraw.saveAccount')}</Button>
    </form>
  );
}

/** Withdraw: the payout account (shown masked), a request that reserves the amount, and the list. */
export function WithdrawPanel({ userId, defaultCurrency }: { userId: number; defaultCurrency: string }) {
  const { t, i18n } = useTranslation('wallet');
  const info = useWithdrawInfo();
  const list = useWithdrawals();
  const request = useRequestWithdrawal(userId);
  const [editing, setEditing] = useState(false);
  const form = useMoneyRequest('wd', defaultCurrency, async (body) => {
    await request.mutateAsync(body);
    toast(t('withdraw.requested'), 'info');
  });

  return (
    <section aria-labelledby="withdraw" className="flex flex-col gap-3 rounded-2xl bg-surface p-4">
      <h2 id="withdraw" className="text-lg font-semibold">
        {t('withdraw.title')}
      </h2>
      <QueryState isLoading={info.isLoading} error={info.error} retry={() => void info.refetch()} />
      {info.isSuccess && (info.data === null || editing) ? <AccountForm onSaved={() => setEditing(false)} /> : null}
      {info.data && !editing && (
        <>
          <p className="flex items-center justify-between gap-2 text-sm" data-testid="withdraw-account">
            <span>
              {info.data.holder} · {info.data.bankName} · {info.data.accountMasked}
            </span>
            <Button variant="ghost" onClick={() => setEditing(true)}>
              {t('withdraw.changeAccount')}
            </Button>
          </p>
          <form className="flex flex-col gap-3" onSubmit={(e) => void form.submit(e)} noValidate>
            <MoneyField
              name="withdrawAmount"
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
              {form.busy ? t('withdraw.submitting') : t('withdraw.submit')}
            </Button>
          </form>
        </>
      )}
      {list.data && list.data.list.length > 0 && (
        <>
          <h3 className="mt-2 font-semibold">{t('withdraw.recent')}</h3>
          <ul className="flex flex-col gap-1 text-sm">
            {list.data.list.map((w) => (
              <li key={w.id} className="flex justify-between gap-2 border-b border-line py-1">
                <span className="tabular-nums">{formatMoney(w.amount, w.currency)}</span>
                <span className="text-muted">{localShortTime(w.createdAt, i18n.language)}</span>
                <span>{t(`withdraw.status.${w.status}`)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
