import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { usePriceFlash } from '../hooks/use-price-flash';
import type { OddsCell } from '../lib/odds-cell';

/** One price: label and line, the price in the member's format, a lock when closed, a flash when it moves. */
export function OddsButton({ cell, label }: { cell: Pick<OddsCell, 'key' | 'od' | 'text' | 'line'>; label: string }) {
  const { t } = useTranslation('sports');
  const flash = usePriceFlash(cell.key, cell.od);
  const title = cell.text === null ? t('odds.lockedLabel', { label }) : `${label} ${cell.line ?? ''} ${cell.text}`.replace(/\s+/g, ' ');
  return (
    <div
      aria-label={title}
      data-flash={flash ?? undefined}
      data-odds={cell.text ?? undefined}
      className={clsx(
        'flex min-w-0 items-center justify-between gap-1 rounded-md px-2 py-1 text-xs tabular-nums transition-colors',
        flash === 'up' && 'bg-green-600/25 text-green-400',
        flash === 'down' && 'bg-red-600/25 text-red-400',
        !flash && 'bg-surface-2',
      )}
    >
      <span className="truncate text-muted">
        {label}
        {cell.line !== undefined && <span className="ml-1">{cell.line}</span>}
      </span>
      {cell.text === null ? (
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" className="text-muted" fill="currentColor">
          <path d="M4 7V5a4 4 0 018 0v2h1v8H3V7zm2 0h4V5a2 2 0 00-4 0z" />
        </svg>
      ) : (
        <span className="font-semibold">{cell.text}</span>
      )}
    </div>
  );
}
