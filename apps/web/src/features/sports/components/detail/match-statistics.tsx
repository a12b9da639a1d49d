import type { ScoreEntry } from '@matchday/contract';
import { useTranslation } from 'react-i18next';
import { statGroups } from '@/shared/sports/match-stats';
import type { PackDictionary } from '@/shared/sports/use-language-pack';
import { useScoreLabels } from '@/shared/sports/use-score-labels';

/** Every figure the feed gives for a match: per score type, the whole match then each period. */
export function MatchStatistics({
  nsg,
  sportId,
  homeName,
  awayName,
  label,
}: {
  nsg: readonly ScoreEntry[];
  sportId: number;
  homeName: string;
  awayName: string;
  label: (d: PackDictionary, code: number) => string | undefined;
}) {
  const { t } = useTranslation('sports');
  const { scoreType, period } = useScoreLabels(label);
  const groups = statGroups(nsg, sportId);
  if (groups.length === 0) return <p className="text-sm text-muted">{t('detail.noStats')}</p>;
  return (
    <div className="flex flex-col gap-3">
      {groups.map((g) => (
        <table key={g.tyg} className="w-full text-sm tabular-nums">
          <caption className="text-left text-xs font-semibold text-muted">{scoreType(g.tyg)}</caption>
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
                  {period(r.pe, r.total)}
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
