import type { Scoreboard as ScoreboardData } from '@matchday/contract';
import { useTranslation } from 'react-i18next';

/** The sport-specific scoreboard fields (contract §4.6), in a fixed order. */
const FIELDS = [
  'ihs',
  'ias',
  'hhs',
  'has',
  'rp',
  'rd',
  'ry',
  'sv',
  'srr',
  'bs',
  'bb',
  'bo',
  'bbs',
  'co',
  'cd',
] as const satisfies ReadonlyArray<keyof ScoreboardData>;

/** The scoreboard fields the feed gives. */
export function scoreboardFields(sb: ScoreboardData | undefined) {
  return FIELDS.filter((f) => sb?.[f] !== undefined);
}

/** What `sb` holds for this sport (players in the box, downs, strikes, overs...); nothing when empty. */
export function Scoreboard({ sb }: { sb: ScoreboardData | undefined }) {
  const { t } = useTranslation('sports');
  const present = scoreboardFields(sb);
  if (!sb || present.length === 0) return null;
  return (
    <dl aria-label={t('detail.scoreboard')} className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
      {present.map((f) => (
        <div key={f} className="flex justify-between gap-2">
          <dt className="text-muted">{t(`scoreboard.${f}`)}</dt>
          <dd className="font-semibold tabular-nums">{String(sb[f])}</dd>
        </div>
      ))}
    </dl>
  );
}
