import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { newRequestKey, parseMoneyInput } from '@/shared/money/format-money';

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

  async function submit(e: FormEvent) {
    e.preventDefault();
    const minor = parseMoneyInput(amount);
    setError(minor === null ? t('deposit.amountInvalid') : undefined);
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

  return { amount, setAmount, currency, setCurrency, error, formError, busy, submit };
}

export type MoneyRequest = ReturnType<typeof useMoneyRequest>;
