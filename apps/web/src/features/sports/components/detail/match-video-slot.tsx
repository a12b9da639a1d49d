import type { SportsMatch } from '@matchday/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What plays in the slot: the app composes the live feature's player here (features never import
 * each other). `noVideo` is this page's own "no live video" note, for a match without a stream.
 */
export type MatchVideoRenderer = (props: { matchId: number; title: string; noVideo: ReactNode }) => ReactNode;

/** Where the match's live video plays; without a renderer, or a stream, it says there is none. */
export function MatchVideoSlot({
  match,
  video,
}: {
  match: Pick<SportsMatch, 'id' | 'nm'>;
  video?: MatchVideoRenderer | undefined;
}) {
  const { t } = useTranslation('sports');
  const noVideo = (
    <p className="flex aspect-video max-h-48 w-full items-center justify-center rounded-xl border border-dashed border-line text-sm text-muted">
      {t('detail.noVideo')}
    </p>
  );
  return (
    <section aria-label={t('detail.video')} data-match-id={match.id} className="flex flex-col gap-2">
      {video ? video({ matchId: match.id, title: match.nm, noVideo }) : noVideo}
    </section>
  );
}
