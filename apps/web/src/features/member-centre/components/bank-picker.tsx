import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '@/shared/ui/field';
import { bankLabel, banksFor } from '../lib/banks';

const OTHER = 'other';

/**
 * The payout bank: a list of the country's major banks for a member paid in đồng or yuan (saved with
 * its code), "Other bank" for a name typed in; a free name elsewhere.
 */
export function BankPicker({
  currency,
  value,
  onChange,
  error,
}: {
  currency: string;
  value: string;
  onChange: (bankName: string) => void;
  error?: string | undefined;
}) {
  const { t, i18n } = useTranslation('wallet');
  const banks = banksFor(currency);
  const [code, setCode] = useState('');
  if (banks.length === 0)
    return (
      <TextField
        label={t('withdraw.bankName')}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
      />
    );
  return (
    <>
      <SelectField
        label={t('withdraw.bankName')}
        value={code}
        onChange={(e) => {
          setCode(e.target.value);
          const bank = banks.find((b) => b.code === e.target.value);
          onChange(bank ? bankLabel(bank, i18n.language) : '');
        }}
        error={code === OTHER ? undefined : error}
      >
        <option value="">{t('withdraw.bankChoose')}</option>
        {banks.map((b) => (
          <option key={b.code} value={b.code}>
            {bankLabel(b, i18n.language)}
          </option>
        ))}
        <option value={OTHER}>{t('withdraw.bankOther')}</option>
      </SelectField>
      {code === OTHER && (
        <TextField
          label={t('withdraw.bankOtherName')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          error={error}
        />
      )}
    </>
  );
}
