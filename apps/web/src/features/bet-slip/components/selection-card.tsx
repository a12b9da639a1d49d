import { formatOdds } from '@matchday/core';
import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBetSlip, type SlipSelection } from '@/shared/bet-slip/bet-slip-store';
import { localShortTime } from '@/shared/time/local-time';
import { priceMove, type Quote } from '../lib/slip-quotes';
import { useSlipMember } from './slip-context';

/** One selection: option and line, market, match and kick-off, the accepted price and where it moved, status, remove. */
export function SelectionCard({
  selection,
  quote,
  children,
}: {
  selection: SlipSelection;
  quote: Quote | undefined;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('bet-slip');
  const { oddsFormat } = useSlipMember();
  const move = priceMove(selection.od, quote);
  const status = quote?.ss ?? selection.ss;
  const shown = formatOdds(selection.od, oddsFormat);
  const now = quote?.od ? formatOdds(quote.od, oddsFormat) : null;
  const name =
    selection.li && !selection.optionName.includes(selection.li)
      ? `${selection.optionName} ${selection.li}`
      : selection.optionName;
  return (
    <article
      aria-label={name}
      data-selection={selection.key}
      className={clsx(
        'flex flex-col gap-2 rounded-xl border p-3',
        status === 1 ? 'border-line' : 'border-red-500/60 bg-red-500/5',
      )}
    >
      <div className="flex items-start gap-2">
        <div className="min-w-0 flex-1">
          <p className="truncate text-sm font-semibold">{name}</p>
          <p className="truncate text-xs text-muted">
            {selection.league ? `${selection.marketName} · ${selection.league}` : selection.marketName}
          </p>
          <p className="truncate text-xs text-muted">
            {selection.away ? t('selection.match', { home: selection.home, away: selection.away }) : selection.home}
            {quote?.ip
              ? ` · ${t('selection.inPlay')}`
              : selection.kickoff !== null && ` · ${localShortTime(selection.kickoff, i18n.language)}`}
          </p>
        </div>
        <div className="flex flex-col items-end">
          <span className="text-sm font-bold tabular-nums" data-testid="slip-odds">
            {shown}
          </span>
          {move && now && (
            <span
              className={clsx('text-xs tabular-nums', move === 'up' ? 'text-green-400' : 'text-red-400')}
              aria-label={t(move === 'up' ? 'selection.oddsUp' : 'selection.oddsDown', { odds: now })}
            >
              {move === 'up' ? '▲' : '▼'} {now}
            </span>
          )}
        </div>
        <button
          type="button"
          aria-label={t('selection.remove', { name })}
          onClick={() => useBetSlip.getState().remove(selection.key)}
          className="-my-2 -mr-2 flex min-h-11 min-w-11 items-center justify-center rounded-lg text-lg leading-none text-muted hover:bg-surface-2"
        >
          ×
        </button>
      </div>
      {status !== 1 && (
        <p role="status" className="text-xs font-semibold text-red-400">
          {status === 0 ? t('selection.suspended') : t('selection.closed')}
        </p>
      )}
      {children}
    </article>
  );
}
