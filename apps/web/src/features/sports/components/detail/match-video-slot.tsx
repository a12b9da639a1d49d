import type { SportsMatch } from '@matchday/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What plays in the slot: the app composes the live feature's player here (features never import
 * each other). `noVideo` is what to show for a match without a stream: nothing, on this page.
 */
export type MatchVideoRenderer = (props: { matchId: number; title: string; noVideo: ReactNode }) => ReactNode;

/** Where the match's live video plays: shown only when the renderer has something to show (an empty slot is hidden). */
export function MatchVideoSlot({
  match,
  video,
}: {
  match: Pick<SportsMatch, 'id' | 'nm'>;
  video?: MatchVideoRenderer | undefined;
}) {
  const { t } = useTranslation('sports');
  if (!video) return null;
  return (
    <section aria-label={t('detail.video')} data-match-id={match.id} className="flex flex-col gap-2 empty:hidden">
      {video({ matchId: match.id, title: match.nm, noVideo: null })}
    </section>
  );
}
