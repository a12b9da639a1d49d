import { walletCurrencies } from '@matchday/contract/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/shared/ui/form-alert';
import { failureText } from '@/shared/http/errors';
import { formatMoney, newRequestKey } from '@/shared/money/format-money';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/field';

import { useLedgerAdjust } from '../api/admin-ledger-adjust';
import { useLedgerVerify } from '../api/admin-ledger-verify';

/** The ledger check on demand, and manual adjustments with a reason. */
export function LedgerPanel() {
  const { t } = useTranslation('admin');
  const [check, setCheck] = useState<{ ok: boolean; accounts: number; transfers: number; problems: string[] } | null>(
    null,
  );
  const [userId, setUserId] = useState('');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState<string>(walletCurrencies[0]);
  const [reason, setReason] = useState('');
  const [key, setKey] = useState(() => newRequestKey('adj'));
  const [message, setMessage] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();

  const adjusting = useLedgerAdjust();
  const verify = useLedgerVerify();
  async function adjust(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    try {
      const minor = Math.round(Number(amount) * 100);
      const r = await adjusting.mutateAsync({
        userId: Number(userId),
        amount: minor,
        currency: currency as 'VND',
        reason,
        idempotencyKey: key,
      });
      setMessage(t('ledger.posted', { balance: formatMoney(r.balance, currency) }));
      setKey(newRequestKey('adj'));
    } catch (err) {
      setError(failureText(err, t('ledger.problems')));
    }
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
        <TextField
          label={t('ledger.userId')}
          name="adjustUser"
          inputMode="numeric"
          value={userId}
          onChange={(e) => setUserId(e.target.value.replace(/\D/g, ''))}
        />
        <TextField
          label={t('ledger.amount')}
          name="adjustAmount"
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value.replace(/[^\d.-]/g, ''))}
        />
        <label className="flex flex-col gap-1 text-sm">
          <span className="text-muted">{t('ledger.currency')}</span>
          <select
            value={currency}
            onChange={(e) => setCurrency(e.target.value)}
            className="min-h-11 rounded-xl border border-line bg-bg px-2"
          >
            {walletCurrencies.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <TextField
          label={t('ledger.reason')}
          name="adjustReason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <FormAlert text={error} />
        {message && <p role="status">{message}</p>}
        <Button type="submit">{t('ledger.submit')}</Button>
      </form>
    </section>
  );
}
