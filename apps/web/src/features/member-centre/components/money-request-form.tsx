import { useTranslation } from 'react-i18next';
import { SubmitRow } from '@/shared/ui/submit-row';
import { MoneyField } from './money-field';
import type { MoneyRequest } from './use-money-request';

/** A deposit's or a withdrawal's amount and currency, its failure and its submit. */
export function MoneyRequestForm({ kind, request }: { kind: 'deposit' | 'withdraw'; request: MoneyRequest }) {
  const { t } = useTranslation('wallet');
  return (
    <form className="flex flex-col gap-3" onSubmit={(e) => void request.submit(e)} noValidate>
      <MoneyField
        name={`${kind}Amount`}
        label={t('deposit.amount')}
        currencyLabel={t('deposit.currency')}
        amount={request.amount}
        currency={request.currency}
        onAmount={request.setAmount}
        onCurrency={request.setCurrency}
        error={request.error}
      />
      <SubmitRow
        label={t(`${kind}.submit`)}
        busyLabel={t(`${kind}.submitting`)}
        busy={request.busy}
        failure={request.formError}
      />
    </form>
  );
}
