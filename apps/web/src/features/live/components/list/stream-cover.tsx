import type { LiveMatch, LiveStream } from '@matchday/contract';
import { streamStatusCodes } from '@matchday/contract/client';
import { useTranslation } from 'react-i18next';
import type { CoverTag } from '../../api/live-cover-tag-list';
import { StatusBadge, ViewerCount } from '../stream-badges';

/** Colours of a sport's cover when the anchor chose no tag. */
const SPORT_COLOURS: Readonly<Record<number, string>> = {
  1: '#2e7d32',
  3: '#ef6c00',
  5: '#9e9d24',
  177: '#6a1b9a',
  178: '#6a1b9a',
};
const PLAIN = '#37474f';

/** Pitch, court or screen lines drawn faintly over the cover, by sport. */
function CoverLines({ sportId }: { sportId: number | null }) {
  const lines =
    sportId === 3
      ? 'M0 0h160v90H0z M80 0v90 M80 45m-14 0a14 14 0 1 0 28 0a14 14 0 1 0 -28 0 M0 25h26a20 20 0 0 1 0 40H0 M160 25h-26a20 20 0 0 0 0 40h26'
      : sportId === 177 || sportId === 178
        ? 'M20 20h120v50H20z M50 80h60 M70 70v10 M90 70v10'
        : 'M0 0h160v90H0z M80 0v90 M80 45m-15 0a15 15 0 1 0 30 0a15 15 0 1 0 -30 0 M0 25h22v40H0 M160 25h-22v40h22';
  return (
    <svg aria-hidden viewBox="0 0 160 90" preserveAspectRatio="none" className="absolute inset-0 size-full opacity-20">
      <path d={lines} fill="none" stroke="#fff" strokeWidth="1.5" vectorEffect="non-scaling-stroke" />
    </svg>
  );
}

/**
 * A stream's cover: its match (teams, league and score) when it is linked to one the list knows, else its
 * tag; the sport named; status and viewers on top. The media server makes no thumbnails, so it is drawn.
 */
export function StreamCover({
  stream,
  tag,
  match,
}: {
  stream: LiveStream;
  tag: CoverTag | undefined;
  match: LiveMatch | undefined;
}) {
  const { t } = useTranslation('live');
  const sports = useTranslation('sports', { useSuspense: false }).t;
  const colour = tag?.color ?? (stream.sportId === null ? PLAIN : (SPORT_COLOURS[stream.sportId] ?? PLAIN));
  const sport = stream.sportId === null ? null : sports(`sportNames.${stream.sportId}`, { defaultValue: '' }) || null;
  const live = stream.status === streamStatusCodes.live;
  return (
    <div
      className="relative flex aspect-video flex-col justify-end overflow-hidden p-3 text-white"
      style={{ backgroundImage: `linear-gradient(135deg, ${colour} 0%, ${colour} 45%, #0b1220 130%)` }}
      data-testid="stream-cover"
    >
      <CoverLines sportId={stream.sportId} />
      {/* A scrim under the words keeps them readable on every tag colour. */}
      <div aria-hidden className="absolute inset-x-0 bottom-0 h-3/4 bg-gradient-to-t from-black/75 to-transparent" />
      {match ? (
        <div className="relative flex flex-col gap-0.5 drop-shadow">
          <span className="truncate text-xs opacity-90">{match.leagueName}</span>
          <span className="flex items-center gap-2 text-base font-bold">
            <span className="min-w-0 flex-1 truncate">{match.homeName}</span>
            <span className="shrink-0 rounded bg-black/40 px-1.5 tabular-nums">
              {match.scores[0]?.replace(':', ' : ') ?? t('matches.versus')}
            </span>
            <span className="min-w-0 flex-1 truncate text-right">{match.awayName}</span>
          </span>
        </div>
      ) : (
        <span className="relative text-lg font-bold drop-shadow">{tag?.name ?? sport ?? t('list.noTag')}</span>
      )}
      <span className="absolute left-3 top-3 flex items-center gap-2">
        <StatusBadge status={stream.status} />
        {sport && <span className="rounded-full bg-black/45 px-2 py-0.5 text-xs font-semibold">{sport}</span>}
      </span>
      {live && stream.viewers > 0 && (
        <ViewerCount
          viewers={stream.viewers}
          className="absolute right-3 top-3 rounded-full bg-black/55 px-2 py-0.5 text-xs"
        />
      )}
    </div>
  );
}
