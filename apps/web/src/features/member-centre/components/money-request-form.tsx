import type { PaymentLimit } from '@matchday/contract/client';
import { useTranslation } from 'react-i18next';
import { SubmitRow } from '@/shared/ui/submit-row';
import { AmountChips, LimitsNote } from './amount-chips';
import { MoneyField } from './money-field';
import type { MoneyRequest } from './use-money-request';

/** A deposit's or a withdrawal's amount and currency, quick amounts and limits, its failure and its submit. */
export function MoneyRequestForm({
  kind,
  request,
  limits,
}: {
  kind: 'deposit' | 'withdraw';
  request: MoneyRequest;
  /** The method's limits by currency, once the server has said them. */
  limits?: readonly PaymentLimit[] | undefined;
}) {
  const { t } = useTranslation('wallet');
  const limit = limits?.find((l) => l.currency === request.currency);
  return (
    <form className="flex min-w-0 flex-col gap-3" onSubmit={(e) => void request.submit(e)} noValidate>
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
      {limit && <LimitsNote kind={kind} limit={limit} />}
      <AmountChips currency={request.currency} limit={limit} onPick={request.setAmount} />
      <SubmitRow
        label={t(`${kind}.submit`)}
        busyLabel={t(`${kind}.submitting`)}
        busy={request.busy}
        failure={request.formError}
      />
    </form>
  );
}
