import { streamStatusCodes } from '@matchday/contract/client';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '@/shared/http/errors';
import { AmountField, useAmountReader } from '@/shared/money/amount-field';
import { formatMoney } from '@/shared/money/format-money';
import { SITE_PROFILE } from '@/shared/site/site-profile';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { toast } from '@/shared/ui/toaster';
import { useRoomFee } from '../../api/live-relation-is-fee';
import { useUpdateStream } from '../../api/live-stream-update';
import type { StreamInfo } from '../../hooks/stream-cache';

/**
 * A stream's entry fee (a paid room): set, changed or removed while it is booked or ready; fixed
 * once live. The amount is in the anchor's currency, which the server answers with the fee.
 */
export function FeeSetting({ stream, presenterId }: { stream: StreamInfo; presenterId: number }) {
  const { t } = useTranslation('live');
  const fee = useRoomFee(stream.id, true);
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const save = useUpdateStream(presenterId);
  const readAmount = useAmountReader();
  const currency = fee.data?.currency ?? SITE_PROFILE.currency;
  const saveFee = (feeAmount: number | null) =>
    save.mutate(
      { id: stream.id, feeAmount },
      {
        onSuccess: () => {
          setText('');
          toast(feeAmount === null ? t('anchor.fee.removed') : t('anchor.fee.saved'));
        },
      },
    );
  const live = stream.status === streamStatusCodes.live;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { minor, error: problem } = readAmount(text, currency);
    setError(problem);
    if (minor !== null) saveFee(minor);
  };

  const current = fee.data
    ? fee.data.isFee
      ? t('anchor.fee.current', { amount: formatMoney(fee.data.amount, fee.data.currency) })
      : t('anchor.fee.free')
    : t('anchor.loading');
  return (
    <section
      aria-labelledby={`fee-title-${stream.id}`}
      className="flex flex-col gap-2 rounded-xl border border-line p-3 text-sm"
    >
      <h3 id={`fee-title-${stream.id}`} className="font-semibold">
        {t('anchor.fee.title')}
      </h3>
      <p data-testid="room-fee">{current}</p>
      {live ? (
        <p className="text-muted">{t('anchor.fee.lockedWhileLive')}</p>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <AmountField
            label={t('anchor.fee.amount', { currency })}
            currency={currency}
            value={text}
            onChange={setText}
            error={error}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={save.isPending}>
              {t('anchor.fee.save')}
            </Button>
            {fee.data?.isFee && (
              <Button variant="ghost" disabled={save.isPending} onClick={() => saveFee(null)}>
                {t('anchor.fee.makeFree')}
              </Button>
            )}
          </div>
        </form>
      )}
      <FormAlert text={save.isError ? failureText(save.error, t('anchor.fee.failed')) : undefined} />
    </section>
  );
}
