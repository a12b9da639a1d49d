import { walletCurrencies } from '@matchday/contract/client';
import { majorToMinor } from '@matchday/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/ui/form-alert';
import { formatMoney, newRequestKey } from '@/shared/money/format-money';
import { Button } from '@/shared/ui/button';
import { DigitsField } from '@/shared/ui/digits-field';
import { SelectField, TextField } from '@/shared/ui/field';
import { useForm } from '@/shared/ui/use-form';
import { useLedgerAdjust } from '../api/admin-ledger-adjust';
import { useLedgerVerify } from '../api/admin-ledger-verify';

/** The ledger check on demand, and manual adjustments with a reason. */
export function LedgerPanel() {
  const { t } = useTranslation('admin');
  const [check, setCheck] = useState<{ ok: boolean; accounts: number; transfers: number; problems: string[] } | null>(
    null,
  );
  const form = useForm({ adjustUser: '', adjustAmount: '', currency: walletCurrencies[0] as string, adjustReason: '' });
  const [key, setKey] = useState(() => newRequestKey('adj'));
  const [message, setMessage] = useState<string | undefined>();

  const adjusting = useLedgerAdjust();
  const verify = useLedgerVerify();
  async function adjust(e: FormEvent) {
    e.preventDefault();
    const { adjustUser, adjustAmount, currency, adjustReason } = form.values;
    await form.run(t('ledger.problems'), async () => {
      // Money is converted by core's one rule, never by arithmetic of our own (CONTRIBUTING "Footguns").
      const minor = majorToMinor(Number(adjustAmount));
      const r = await adjusting.mutateAsync({
        userId: Number(adjustUser),
        amount: minor,
        currency: currency as 'VND',
        reason: adjustReason,
        idempotencyKey: key,
      });
      setMessage(t('ledger.posted', { balance: formatMoney(r.balance, currency) }));
      setKey(newRequestKey('adj'));
    });
  }

  return (
    <section className="flex flex-col gap-4">
      <Button onClick={() => void verify.mutateAsync().then(setCheck)}>{t('ledger.verify')}</Button>
      {check?.ok && <p role="status">{t('ledger.ok', { accounts: check.accounts, transfers: check.transfers })}</p>}
      {check && !check.ok && (
        <div role="alert">
          <p>{t('ledger.problems')}</p>
          <ul className="list-disc pl-5 text-sm">
            {check.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      )}
      <form onSubmit={adjust} className="flex flex-col gap-3 rounded-xl border border-line p-3" noValidate>
        <h2 className="font-semibold">{t('ledger.adjust')}</h2>
        <DigitsField label={t('ledger.userId')} {...form.digits('adjustUser')} />
        <TextField
          label={t('ledger.amount')}
          inputMode="decimal"
          {...form.field('adjustAmount', (typed) => typed.replace(/[^\d.-]/g, ''))}
        />
        <SelectField label={t('ledger.currency')} {...form.field('currency')}>
          {walletCurrencies.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </SelectField>
        <TextField label={t('ledger.reason')} {...form.field('adjustReason')} />
        <FormAlert text={form.errors.form} />
        {message && <p role="status">{message}</p>}
        <Button type="submit">{t('ledger.submit')}</Button>
      </form>
    </section>
  );
}
