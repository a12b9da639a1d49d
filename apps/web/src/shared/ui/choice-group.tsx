import clsx from 'clsx';
import type { ReactNode } from 'react';

/** The bordered chip a choice wears, the chosen one outlined in the accent. */
export const chipClass = (on: boolean) =>
  clsx('min-h-10 rounded-lg border px-3 text-sm', on ? 'border-accent bg-surface-2 font-semibold' : 'border-line');

/** One choice among buttons (ARIA radiogroup); each option is styled by `optionClass`, chips by default. */
export function ChoiceGroup<K extends string | number>(props: {
  label: string;
  items: ReadonlyArray<{ key: K; label: ReactNode; ariaLabel?: string }>;
  value: K | null;
  onChange: (key: K) => void;
  className?: string;
  optionClass?: (on: boolean) => string;
}) {
  const optionClass = props.optionClass ?? chipClass;
  return (
    <div role="radiogroup" aria-label={props.label} className={clsx('flex', props.className)}>
      {props.items.map(({ key, label, ariaLabel }) => (
        <button
          key={key}
          type="button"
          role="radio"
          aria-checked={props.value === key}
          aria-label={ariaLabel}
          onClick={() => props.onChange(key)}
          className={optionClass(props.value === key)}
        >
          {label}
        </button>
      ))}
    </div>
  );
}
