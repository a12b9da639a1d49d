import { useTranslation } from 'react-i18next';
import { useAuthDialog } from '@/shared/session/auth-dialog-store';
import { failureText } from '@/shared/http/errors';
import { formatMoney } from '@/shared/money/format-money';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { usePayRoomFee } from '../../api/live-relation-fee';
import type { useRoomFee } from '../../api/live-relation-is-fee';

/**
 * What a paid room shows instead of its player until the member may watch: the fee and a pay
 * button, or a login prompt for visitors. The server withholds the video and chat until then.
 * The button pays the fee shown; a fee changed meanwhile comes back refused, shown with the new
 * fee (the server's words say nothing was charged), and the button then offers the new fee.
 */
export function RoomFeeGate({
  streamId,
  fee,
  signedIn,
}: {
  streamId: number;
  fee: ReturnType<typeof useRoomFee>;
  signedIn: boolean;
}) {
  const { t } = useTranslation('live');
  const openLogin = useAuthDialog((s) => s.openLogin);
  const pay = usePayRoomFee(streamId);
  const box =
    'flex aspect-video w-full flex-col items-center justify-center gap-3 rounded-2xl bg-black p-6 text-center text-sm text-white';

  if (!signedIn) {
    return (
      <section aria-label={t('fee.title')} className={box}>
        <p>{t('fee.signIn')}</p>
        <Button onClick={() => openLogin()}>{t('chat.signIn')}</Button>
      </section>
    );
  }
  if (!fee.data) {
    return (
      <section aria-label={t('fee.title')} role={fee.isError ? 'alert' : 'status'} className={box}>
        <p>{fee.isError ? t('fee.loadFailed') : t('fee.loading')}</p>
        {fee.isError && (
          <Button variant="ghost" className="text-white" onClick={() => void fee.refetch()}>
            {t('retry')}
          </Button>
        )}
      </section>
    );
  }
  const amount = formatMoney(fee.data.amount, fee.data.currency);
  return (
    <section aria-label={t('fee.title')} className={box}>
      <p className="max-w-sm">{t('fee.amount', { amount })}</p>
      <Button disabled={pay.isPending} onClick={() => pay.mutate(fee.data.amount)}>
        {pay.isPending ? t('fee.paying') : t('fee.pay', { amount })}
      </Button>
      <FormAlert text={pay.isError ? failureText(pay.error, t('fee.failed')) : undefined} />
    </section>
  );
}
