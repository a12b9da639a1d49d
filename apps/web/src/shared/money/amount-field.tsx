import {
  caretAfterGrouping,
  currencyDecimals,
  currencySymbol,
  formatMoneyIn,
  groupAmountText,
  parseAmountText,
  type AmountProblem,
} from '@matchday/core';
import { useCallback, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Problems worth saying while the member types; "empty" and "not above 0" wait for the submit. */
const TYPING_PROBLEMS: readonly AmountProblem[] = ['wholeOnly', 'tooManyDecimals', 'tooLarge', 'invalid'];

/** The words for why an amount is refused, in the page's language. */
export function useAmountProblemText() {
  const { t, i18n } = useTranslation('money');
  return useCallback(
    (problem: AmountProblem, currency: string) =>
      t(`amount.${problem}`, {
        currency,
        // 500.000 for a whole-unit currency, 1,234.50 for the others, in the language's marks.
        example: formatMoneyIn(currencyDecimals(currency) === 0 ? 50_000_000 : 123_450, currency, i18n.language, {
          symbol: false,
        }),
      }),
    [t, i18n.language],
  );
}

/**
 * Reads an amount field's text on submit: its minor units, or the message to show under it.
 * `read(text, currency)` → `{ minor: 50000000 }` or `{ minor: null, error: 'Enter an amount.' }`.
 */
export function useAmountReader() {
  const { i18n } = useTranslation('money');
  const problemText = useAmountProblemText();
  return useCallback(
    (text: string, currency: string): { minor: number; error?: undefined } | { minor: null; error: string } => {
      const read = parseAmountText(text, currency, i18n.language);
      return read.ok ? { minor: read.minor } : { minor: null, error: problemText(read.problem, currency) };
    },
    [i18n.language, problemText],
  );
}

export interface AmountFieldProps {
  label: string;
  currency: string;
  /** The field's text as shown ("500.000" in vi); read it with useAmountReader. */
  value: string;
  onChange: (text: string) => void;
  /** A message from the submit or the server; a problem with the text as typed shows first. */
  error?: string | undefined;
  name?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Shown under the field, e.g. the method's limits. */
  hint?: ReactNode;
  /** The label for screen readers only, where the card around the field already names it (the slip). */
  labelHidden?: boolean;
  /** 'none' where the page brings its own keypad (the slip on a phone) instead of the system keyboard. */
  inputMode?: 'none';
  onFocus?: () => void;
}

/**
 * The one amount field (issue 18 #7): digits grouped as the language writes them while typing, the
 * currency's symbol beside them, a numeric keyboard on phones, decimals refused where the currency
 * has none, and the reason for a refusal in the page's language.
 */
export function AmountField({
  label,
  currency,
  value,
  onChange,
  error,
  hint,
  labelHidden,
  inputMode,
  ...input
}: AmountFieldProps) {
  const { i18n } = useTranslation('money');
  const lang = i18n.language;
  const problemText = useAmountProblemText();
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  const symbol = currencySymbol(currency, lang);

  // Regrouping moves characters under the caret; put it back behind the digit the member just typed.
  useLayoutEffect(() => {
    const at = caret.current;
    caret.current = null;
    if (at !== null && ref.current && document.activeElement === ref.current) ref.current.setSelectionRange(at, at);
  });

  const typed = value.trim() === '' ? null : parseAmountText(value, currency, lang);
  const typingProblem = typed && !typed.ok && TYPING_PROBLEMS.includes(typed.problem) ? typed.problem : null;
  // What is wrong with the text now outranks what a submit said about an older text.
  const shownError = typingProblem ? problemText(typingProblem, currency) : error;
  const symbolMark = (
    <span aria-hidden="true" className="shrink-0 text-muted" data-testid="amount-symbol">
      {symbol.symbol}
    </span>
  );

  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={labelHidden ? 'sr-only' : 'text-sm text-muted'}>
        {label}
      </label>
      <div className="flex min-h-11 min-w-0 items-center gap-2 rounded-xl border border-line bg-bg px-3 focus-within:border-accent">
        {symbol.before && symbolMark}
        <input
          ref={ref}
          id={id}
          type="text"
          inputMode={inputMode ?? (currencyDecimals(currency) === 0 ? 'numeric' : 'decimal')}
          autoComplete="off"
          className="min-w-0 flex-1 bg-transparent py-2 text-base text-text tabular-nums outline-none"
          value={value}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : hint ? `${id}-hint` : undefined}
          onChange={(e) => {
            const raw = e.target.value;
            const next = groupAmountText(raw, lang);
            caret.current = caretAfterGrouping(raw, e.target.selectionStart ?? raw.length, next, lang);
            onChange(next);
          }}
          {...input}
        />
        {!symbol.before && symbolMark}
      </div>
      {hint && !shownError && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {shownError && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-300">
          {shownError}
        </p>
      )}
    </div>
  );
}
