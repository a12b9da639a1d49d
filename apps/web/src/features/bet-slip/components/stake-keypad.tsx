import { useTranslation } from 'react-i18next';
import { pressKeypad, keypadKeys, type KeypadPress } from '../lib/typed-stake';
import { fieldStake, useStakes, type StakeField } from '../stores/stake-store';
import { useSlipMember } from './slip-context';

/**
 * The stake keypad for phones: digits, the language's decimal mark (or 000 where the currency has
 * no decimals), delete, clear and done; each press changes the field's value by the typing rule.
 */
export function StakeKeypad({ field, singleKeys }: { field: StakeField; singleKeys: readonly string[] }) {
  const { t, i18n } = useTranslation('bet-slip');
  const { currency } = useSlipMember();
  const press = (key: KeypadPress) => {
    const s = useStakes.getState();
    s.type(field, pressKeypad(fieldStake(s, field), key, currency, i18n.language), singleKeys);
  };
  return (
    <div
      role="group"
      aria-label={t('keypad.label')}
      className="grid grid-cols-4 gap-1 border-t border-line bg-surface p-2 md:hidden"
    >
      {keypadKeys(currency, i18n.language).map((k) => (
        <button
          key={k}
          type="button"
          onClick={() => press({ kind: 'key', key: k })}
          className="min-h-11 rounded-lg bg-surface-2 text-base font-semibold tabular-nums"
        >
          {k}
        </button>
      ))}
      <button
        type="button"
        aria-label={t('keypad.delete')}
        onClick={() => press({ kind: 'delete' })}
        className="col-start-4 row-start-1 flex min-h-11 items-center justify-center rounded-lg bg-surface-2"
      >
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M21 5H9l-6 7 6 7h12zM17 9l-6 6M11 9l6 6" />
        </svg>
      </button>
      <button
        type="button"
        onClick={() => useStakes.getState().setActive(null)}
        className="col-start-4 row-span-2 row-start-2 min-h-11 rounded-lg bg-accent text-sm font-semibold text-on-accent"
      >
        {t('keypad.done')}
      </button>
      <button
        type="button"
        onClick={() => press({ kind: 'clear' })}
        className="col-start-4 row-start-4 min-h-11 rounded-lg bg-surface-2 text-sm"
      >
        {t('keypad.clear')}
      </button>
    </div>
  );
}
