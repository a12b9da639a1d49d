import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { useAmountReader } from '@/shared/money/amount-field';
import { newRequestKey } from '@/shared/money/format-money';

/**
 * The state of a money form (amount, currency, its request key, errors, busy) and its submit:
 * the amount is checked, `send` runs with minor units, and a success starts a fresh key while a
 * failure keeps it, so a retry moves money once.
 */
export function useMoneyRequest(
  prefix: string,
  defaultCurrency: string,
  send: (req: { amount: number; currency: 'VND'; idempotencyKey: string }) => Promise<void>,
) {
  const { t } = useTranslation('wallet');
  const [amount, setAmount] = useState('');
  const [currency, setCurrency] = useState(defaultCurrency);
  const [key, setKey] = useState(() => newRequestKey(prefix));
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const readAmount = useAmountReader();

  async function submit(e: FormEvent) {
    e.preventDefault();
    const { minor, error: problem } = readAmount(amount, currency);
    setError(problem);
    if (minor === null) return;
    setBusy(true);
    setFormError(undefined);
    try {
      // The contract's currency enum is checked by the select's options.
      await send({ amount: minor, currency: currency as 'VND', idempotencyKey: key });
      setAmount('');
      setKey(newRequestKey(prefix));
    } catch (err) {
      setFormError(failureText(err, t('centre.loadFailed')));
    } finally {
      setBusy(false);
    }
  }

  // A new amount or currency drops the refusal of the old one.
  const edit =
    <T>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setError(undefined);
    };
  return {
    amount,
    setAmount: edit(setAmount),
    currency,
    setCurrency: edit(setCurrency),
    error,
    formError,
    busy,
    submit,
  };
}

export type MoneyRequest = ReturnType<typeof useMoneyRequest>;
