import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { MAX_SLIP_SELECTIONS, selectionKey, useBetSlip, useInSlip } from '@/shared/bet-slip/bet-slip-store';
import { toast } from '@/shared/ui/toaster';
import { usePriceFlash } from '../hooks/use-price-flash';
import type { OddsCell } from '../lib/odds-cell';

/**
 * One price as a toggle button (at least 44 px tall, 14 px figures): pressing it puts the selection
 * on the bet slip or takes it off. `label` names it for screen readers; on screen it shows the
 * price, with `name` (wrapping, never cut) and the line (its own width, never wrapped) when asked.
 * `stacked` puts them above the price, for narrow list columns. A lock when closed, a flash when it
 * moves; it subscribes to its own selection only, so a slip change re-renders this button, not the list.
 */
export function OddsButton({
  cell,
  label,
  name,
  showLine = false,
  stacked = false,
}: {
  cell: Pick<OddsCell, 'key' | 'od' | 'text' | 'line' | 'pick'>;
  label: string;
  name?: string | undefined;
  showLine?: boolean;
  stacked?: boolean;
}) {
  const { t } = useTranslation('sports');
  const flash = usePriceFlash(cell.key, cell.od);
  const selected = useInSlip(selectionKey(cell.pick.marketId, cell.pick.optionType));
  const locked = cell.text === null;
  const line = showLine ? cell.line : undefined;
  const title = locked
    ? t('odds.lockedLabel', { label })
    : `${label} ${cell.line ?? ''} ${cell.text}`.replace(/\s+/g, ' ');
  const toggle = () => {
    const result = useBetSlip.getState().toggle(cell.pick);
    if (result === 'full') toast(t('odds.slipFull', { max: MAX_SLIP_SELECTIONS }), 'error');
    if (result === 'unavailable') toast(t('odds.unavailable'), 'error');
  };
  const muted = selected ? 'text-on-accent' : 'text-muted';
  return (
    <button
      type="button"
      aria-label={title}
      aria-pressed={selected}
      // A selected price that locks can still be taken off the slip.
      disabled={locked && !selected}
      onClick={toggle}
      data-odds-button=""
      data-flash={flash ?? undefined}
      data-odds={cell.text ?? undefined}
      className={clsx(
        'flex min-h-11 min-w-0 items-center rounded-md py-1 text-sm leading-4 tabular-nums transition-colors focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed',
        stacked ? 'flex-col justify-center gap-0.5 px-1 text-center' : 'justify-between gap-2 px-2 text-left',
        selected && 'bg-accent text-on-accent',
        !selected && flash === 'up' && 'bg-green-600/25 text-green-400',
        !selected && flash === 'down' && 'bg-red-600/25 text-red-400',
        !selected && !flash && 'bg-surface-2 hover:brightness-110',
      )}
    >
      {stacked && (name !== undefined || line !== undefined) && (
        // A name with a line ("O 2.5") stays on one line, so every list button keeps its height; a name alone wraps.
        <span
          className={clsx('flex max-w-full items-baseline justify-center gap-x-1', line === undefined && 'flex-wrap')}
        >
          {name !== undefined && (
            <span
              data-fits=""
              className={clsx(line === undefined ? 'min-w-0 [overflow-wrap:anywhere]' : 'whitespace-nowrap', muted)}
            >
              {name}
            </span>
          )}
          {line !== undefined && (
            <span data-fits="" data-line="" className={clsx('whitespace-nowrap', muted)}>
              {line}
            </span>
          )}
        </span>
      )}
      {!stacked && name !== undefined && (
        <span data-fits="" className={clsx('min-w-0 flex-1 [overflow-wrap:anywhere]', muted)}>
          {name}
        </span>
      )}
      {!stacked && line !== undefined && (
        <span data-fits="" data-line="" className={clsx('shrink-0 whitespace-nowrap', muted)}>
          {line}
        </span>
      )}
      {locked ? (
        <svg
          viewBox="0 0 16 16"
          width="14"
          height="14"
          aria-hidden="true"
          className="shrink-0 text-muted"
          fill="currentColor"
        >
          <path d="M4 7V5a4 4 0 018 0v2h1v8H3V7zm2 0h4V5a2 2 0 00-4 0z" />
        </svg>
      ) : (
        <span
          data-fits=""
          className={clsx(
            'shrink-0 whitespace-nowrap font-semibold',
            !stacked && name === undefined && !line && 'mx-auto',
          )}
        >
          {cell.text}
        </span>
      )}
    </button>
  );
}
