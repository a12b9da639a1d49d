import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Advice } from '../lib/failure-advice';
import { useSlipMember } from './slip-context';

const linkClass = 'rounded-lg border border-current px-2 py-1 text-xs font-semibold hover:underline';

/** What the member can do about a refusal, with a link where one helps (deposit, gambling limits). */
export function RefusalAdvice({ advice, onRemoveClosed }: { advice: Advice; onRemoveClosed?: () => void }) {
  const { t } = useTranslation('bet-slip');
  const { userId } = useSlipMember();
  const centre = (tab: 'wallet' | 'limits', label: string) => (
    <Link to="/personal/$id" params={{ id: String(userId) }} search={{ tab }} className={linkClass}>
      {label}
    </Link>
  );
  return (
    <div className="flex flex-wrap items-center gap-2 text-xs">
      <span>{t(`advice.${advice}`)}</span>
      {(advice === 'deposit' || advice === 'payment') && centre('wallet', t('advice.depositLink'))}
      {(advice === 'limits' || advice === 'payment') && centre('limits', t('advice.limitsLink'))}
      {advice === 'market' && onRemoveClosed && (
        <button type="button" onClick={onRemoveClosed} className={linkClass}>
          {t('advice.removeClosed')}
        </button>
      )}
    </div>
  );
}
