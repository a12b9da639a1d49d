import type { ResultDeskRecord } from '@matchday/contract';
import type { TFunction } from 'i18next';

/** "Hanoi FC - Saigon FC", or the match id when the platform no longer has its names. */
export function matchName(
  r: Pick<ResultDeskRecord, 'matchId' | 'homeName' | 'awayName'>,
  t: TFunction<'admin'>,
): string {
  return r.homeName && r.awayName
    ? t('results.match', { home: r.homeName, away: r.awayName })
    : t('results.unnamed', { id: r.matchId });
}

/** Finished, corrected vN, or void with how it ended. */
export function resultStatus(r: Pick<ResultDeskRecord, 'end' | 'version'>, t: TFunction<'admin'>): string {
  if (r.end !== 'finished') return t(`results.status.${r.end}`);
  return r.version > 1 ? t('results.status.corrected', { version: r.version }) : t('results.status.finished');
}
