import type { DepositMethod } from '@matchday/contract/client';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/shared/money/format-money';

const KNOWN = ['vnpay', 'hosted', 'sandbox'] as const;
type KnownMethod = (typeof KNOWN)[number];
const isKnown = (m: string): m is KnownMethod => (KNOWN as readonly string[]).includes(m);

/**
 * The payment methods and what each takes per deposit; the one a deposit in `currency` goes to is
 * marked (the server routes each currency to one method).
 */
export function DepositMethods({ methods, currency }: { methods: readonly DepositMethod[]; currency: string }) {
  const { t } = useTranslation('wallet');
  if (methods.length === 0) return null;
  return (
    <section aria-labelledby="deposit-methods" className="flex flex-col gap-2">
      <h3 id="deposit-methods" className="text-sm font-semibold">
        {t('deposit.method')}
      </h3>
      <ul className="flex flex-col gap-2" data-testid="deposit-methods">
        {methods.map((m) => {
          const limit = m.limits.find((l) => l.currency === currency);
          return (
            <li
              key={m.method}
              aria-current={limit ? 'true' : undefined}
              className={`rounded-lg border px-3 py-2 text-sm ${limit ? 'border-accent bg-surface-2' : 'border-line'}`}
            >
              <p className="font-semibold">{isKnown(m.method) ? t(`deposit.methods.${m.method}`) : m.method}</p>
              <p className="text-xs text-muted">
                {m.limits
                  .map((l) => `${formatMoney(l.min, l.currency)} – ${formatMoney(l.max, l.currency)}`)
                  .join(' · ')}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
