import { useTranslation } from 'react-i18next';
import { useStakes, type StakeField } from '../stores/stake-store';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '.', '0', '00'] as const;

/** Reads a field's current text from the store. */
export function fieldText(s: ReturnType<typeof useStakes.getState>, field: StakeField): string {
  switch (field.kind) {
    case 'single':
      return s.singles[field.key] ?? '';
    case 'all':
      return s.all;
    case 'series':
      return s.seriesLegs === field.legs ? (s.series[field.sn] ?? '') : '';
    case 'reserve':
      return s.reserve;
  }
}

/** The stake keypad for phones: digits, one dot, delete and done; every key goes through the core float-input rule. */
export function StakeKeypad({ field, singleKeys }: { field: StakeField; singleKeys: readonly string[] }) {
  const { t } = useTranslation('bet-slip');
  const press = (next: (text: string) => string) => {
    const s = useStakes.getState();
    s.type(field, next(fieldText(s, field)), singleKeys);
  };
  return (
    <div
      role="group"
      aria-label={t('keypad.label')}
      className="grid grid-cols-4 gap-1 border-t border-line bg-surface p-2 md:hidden"
    >
      {KEYS.map((k) => (
        <button
          key={k}
          type="button"
          onClick={() => press((text) => text + k)}
          className="min-h-11 rounded-lg bg-surface-2 text-base font-semibold tabular-nums"
        >
          {k}
        </button>
      ))}
      <button
        type="button"
        aria-label={t('keypad.delete')}
        onClick={() => press((text) => text.slice(0, -1))}
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
        onClick={() => press(() => '')}
        className="col-start-4 row-start-4 min-h-11 rounded-lg bg-surface-2 text-sm"
      >
        {t('keypad.clear')}
      </button>
    </div>
  );
}
