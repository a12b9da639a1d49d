import type { SportsMatch } from '@matchday/contract';
import { useTranslation } from 'react-i18next';

/**
 * Where the match's live video plays. The live issue fills it with the player for the stream
 * attached by `fbId`; until then it says there is no live video.
 */
export function MatchVideoSlot({ match }: { match: Pick<SportsMatch, 'id' | 'nm'> }) {
  const { t } = useTranslation('sports');
  return (
    <section aria-label={t('detail.video')} data-match-id={match.id} className="flex aspect-video max-h-48 w-full items-center justify-center rounded-xl border border-dashed border-line text-sm text-muted">
      {t('detail.noVideo')}
    </section>
  );
}
