import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { MAX_SLIP_SELECTIONS, selectionKey, useBetSlip, useInSlip } from '@/shared/bet-slip/bet-slip-store';
import { toast } from '@/shared/ui/toaster';
import { usePriceFlash } from '../hooks/use-price-flash';
import type { OddsCell } from '../lib/odds-cell';

/**
 * One price as a toggle button: pressing it puts the selection on the bet slip or takes it off.
 * Label and line, the price in the member's format, a lock when closed, a flash when it moves.
 * It subscribes to its own selection only, so a slip change re-renders this button, not the list.
 */
export function OddsButton({
  cell,
  label,
}: {
  cell: Pick<OddsCell, 'key' | 'od' | 'text' | 'line' | 'pick'>;
  label: string;
}) {
  const { t } = useTranslation('sports');
  const flash = usePriceFlash(cell.key, cell.od);
  const selected = useInSlip(selectionKey(cell.pick.marketId, cell.pick.optionType));
  const locked = cell.text === null;
  const title = locked
    ? t('odds.lockedLabel', { label })
    : `${label} ${cell.line ?? ''} ${cell.text}`.replace(/\s+/g, ' ');
  const toggle = () => {
    const result = useBetSlip.getState().toggle(cell.pick);
    if (result === 'full') toast(t('odds.slipFull', { max: MAX_SLIP_SELECTIONS }), 'error');
    if (result === 'unavailable') toast(t('odds.unavailable'), 'error');
  };
  return (
    <button
      type="button"
      aria-label={title}
      aria-pressed={selected}
      // A selected price that locks can still be taken off the slip.
      disabled={locked && !selected}
      onClick={toggle}
      data-flash={flash ?? undefined}
      data-odds={cell.text ?? undefined}
      className={clsx(
        'flex min-w-0 items-center justify-between gap-1 rounded-md px-2 py-1 text-left text-xs tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed',
        selected && 'bg-accent text-on-accent',
        !selected && flash === 'up' && 'bg-green-600/25 text-green-400',
        !selected && flash === 'down' && 'bg-red-600/25 text-red-400',
        !selected && !flash && 'bg-surface-2 hover:brightness-110',
      )}
    >
      <span className={clsx('truncate', selected ? 'text-on-accent' : 'text-muted')}>
        {label}
        {cell.line !== undefined && <span className="ml-1">{cell.line}</span>}
      </span>
      {locked ? (
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" className="text-muted" fill="currentColor">
          <path d="M4 7V5a4 4 0 018 0v2h1v8H3V7zm2 0h4V5a2 2 0 00-4 0z" />
        </svg>
      ) : (
        <span className="font-semibold">{cell.text}</span>
      )}
    </button>
  );
}
