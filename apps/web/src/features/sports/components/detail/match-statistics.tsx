import type { ScoreEntry } from '@matchday/contract';
import { useTranslation } from 'react-i18next';
import type { PackDictionary } from '../../hooks/use-language-pack';
import { statGroups } from '../../lib/match-stats';

/** Score types with a label of ours (contract §5.13); any other shows its code. */
const KNOWN_TYPES = new Set([5, 6, 7, 8, 9, 11, 12, 13, 14, 15, 16, 17, 35, 36, 5556, 5557, 5558, 5559]);

/** Every figure the feed gives for a match: per score type, the whole match then each period. */
export function MatchStatistics({ nsg, sportId, homeName, awayName, label }: { nsg: readonly ScoreEntry[]; sportId: number; homeName: string; awayName: string; label: (d: PackDictionary, code: number) => string | undefined }) {
  const { t } = useTranslation('sports');
  const groups = statGroups(nsg, sportId);
  if (groups.length === 0) return <p className="text-sm text-muted">{t('detail.noStats')}</p>;
  return (
    <div className="flex flex-col gap-3">
      {groups.map((g) => (
        <table key={g.tyg} className="w-full text-sm tabular-nums">
          <caption className="text-left text-xs font-semibold text-muted">{KNOWN_TYPES.has(g.tyg) ? t(`scoreTypes.${g.tyg}` as 'scoreTypes.5') : t('scoreTypeOther', { code: g.tyg })}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{t('detail.period')}</th>
              <th scope="col">{homeName}</th>
              <th scope="col">{awayName}</th>
            </tr>
          </thead>
          <tbody>
            {g.rows.map((r) => (
              <tr key={r.pe} className="border-b border-line last:border-0">
                <th scope="row" className="py-1 text-left font-normal text-muted">
                  {r.total ? t('detail.wholeMatch') : (label('Period', r.pe) ?? t('detail.periodCode', { code: r.pe }))}
                </th>
                <td className="w-12 text-right font-semibold">{r.home}</td>
                <td className="w-12 text-right font-semibold">{r.away}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ))}
    </div>
  );
}
