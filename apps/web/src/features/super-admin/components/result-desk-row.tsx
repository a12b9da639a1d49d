import type { ResultDeskRecord } from '@matchday/contract';
import { sportName, type PackLanguage } from '@matchday/core';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { finalScore } from '@/shared/sports/final-score';
import { localShortTime } from '@/shared/time/local-time';
import { matchName, resultStatus } from '../lib/result-labels';

/** One recorded result: teams and final score, league, sport and kick-off, status, the note and the bet legs it touches; opens the editor. */
export function ResultDeskRow({ record, onOpen }: { record: ResultDeskRecord; onOpen: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const score = record.end === 'finished' ? finalScore({ sid: record.sportId, nsg: record.scores }) : null;
  const sport =
    sportName(record.sportId, i18n.language as PackLanguage) ?? t('results.sportCode', { id: record.sportId });
  return (
    <button
      type="button"
      onClick={onOpen}
      className="grid w-full grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 p-3 text-left text-sm hover:bg-surface-2"
    >
      <span className="truncate font-semibold">{matchName(record, t)}</span>
      <span className="font-semibold tabular-nums">{score ? `${score[0]} : ${score[1]}` : t('results.noScore')}</span>
      <span className="truncate text-xs text-muted">
        {[sport, record.leagueName, localShortTime(record.kickoff, i18n.language), `#${record.matchId}`]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span
        className={clsx(
          'justify-self-end rounded-full px-2 text-xs',
          record.end === 'finished'
            ? record.version > 1
              ? 'bg-warn text-on-warn'
              : 'bg-surface-2'
            : 'bg-red-700 text-white',
        )}
      >
        {resultStatus(record, t)}
      </span>
      <span className="truncate text-xs text-muted">{record.note ?? ''}</span>
      <span className="justify-self-end text-xs tabular-nums text-muted">
        {t('results.betLegs', { count: record.betLegs })}
      </span>
    </button>
  );
}
