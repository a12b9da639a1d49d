import type { SportsResultRecord } from '@matchday/contract';
import { useTranslation } from 'react-i18next';
import { finalScore } from '@/shared/sports/final-score';
import { localShortTime } from '@/shared/time/local-time';

/** Height of result rows and league headings in the virtual list, in pixels. */
export const RESULT_ROW_HEIGHT = 72;

/** A league heading of the results, with its number of results. */
export function ResultLeague({ name, count }: { name: string; count: number }) {
  return (
    <h3 className="flex h-full items-end justify-between gap-2 border-b border-line bg-surface-2 px-3 pb-2 text-sm font-semibold">
      <span data-fits="" className="min-w-0 leading-tight [overflow-wrap:anywhere]">
        {name}
      </span>
      <span className="text-xs tabular-nums text-muted">{count}</span>
    </h3>
  );
}

/** One ended match: kick-off, teams (wrapping, never cut) and final score; opens its result detail. */
export function ResultRow({ record, onOpen }: { record: SportsResultRecord; onOpen: () => void }) {
  const { i18n } = useTranslation('sports');
  const score = finalScore(record);
  return (
    <button
      type="button"
      onClick={onOpen}
      data-match-id={record.id}
      className="grid h-full w-full grid-cols-[auto_minmax(0,1fr)_auto] content-center items-center gap-x-3 gap-y-1 border-b border-line px-3 text-left text-sm hover:bg-surface-2"
    >
      <time dateTime={new Date(record.bt).toISOString()} className="row-span-2 text-xs text-muted">
        {localShortTime(record.bt, i18n.language)}
      </time>
      <span data-fits="" className="min-w-0 leading-tight [overflow-wrap:anywhere]">
        {record.ts[0].na}
      </span>
      <span className="font-semibold tabular-nums" data-testid="result-home">
        {score?.[0] ?? '-'}
      </span>
      <span data-fits="" className="min-w-0 leading-tight [overflow-wrap:anywhere]">
        {record.ts[1].na}
      </span>
      <span className="font-semibold tabular-nums" data-testid="result-away">
        {score?.[1] ?? '-'}
      </span>
    </button>
  );
}
