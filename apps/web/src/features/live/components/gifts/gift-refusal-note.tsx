import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '@/shared/session/session-store';
import type { GiftRefusal } from '../../lib/gift-refusal';

/** Why a send failed, in the member's language; short of money links to the wallet tab to deposit. */
export function GiftRefusalNote({ refusal }: { refusal: GiftRefusal }) {
  const { t } = useTranslation('live');
  const userId = useSession((s) => s.userInfo?.id);
  if (refusal.kind === 'insufficientFunds') {
    return (
      <p role="alert" className="text-xs text-red-700 dark:text-red-300">
        {t('gifts.insufficientFunds')}{' '}
        {userId !== undefined && (
          <Link
            to="/personal/$id"
            params={{ id: String(userId) }}
            search={{ tab: 'wallet' }}
            className="font-semibold underline"
          >
            {t('gifts.deposit')}
          </Link>
        )}
      </p>
    );
  }
  return (
    <p role="alert" className="text-xs text-red-700 dark:text-red-300">
      {refusal.kind === 'network' ? t('gifts.networkFailed') : refusal.message}
    </p>
  );
}
