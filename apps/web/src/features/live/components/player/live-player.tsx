import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import type { PlayerPhase } from '../../lib/player-state';
import { useLivePlayer, type PlayableStream } from './use-live-player';

const PHASE_TEXT = {
  connecting: 'player.connecting',
  buffering: 'player.buffering',
  offAir: 'player.offAir',
  ended: 'player.ended',
  error: 'player.error',
} as const satisfies Record<Exclude<PlayerPhase, 'playing'>, string>;

/**
 * The live room's video (loaded lazily with its engines). `onStreamClosed` asks the room to read
 * the stream's status again when the server closes the video.
 */
export function LivePlayer({
  stream,
  title,
  onStreamClosed,
}: {
  stream: PlayableStream;
  title: string;
  onStreamClosed: () => void;
}) {
  const { t } = useTranslation('live');
  const videoRef = useRef<HTMLVideoElement>(null);
  const { state, retry, autoplayMuted, unmute } = useLivePlayer(videoRef, stream, onStreamClosed);
  const phase = state.phase;

  return (
    <div className="relative aspect-video w-full overflow-hidden rounded-2xl bg-black" data-player-state={phase}>
      <video
        ref={videoRef}
        className="h-full w-full"
        playsInline
        controls={phase === 'playing' || phase === 'buffering'}
        aria-label={t('player.label', { title })}
      />
      {phase !== 'playing' && (
        <div
          role="status"
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-black/60 p-4 text-center text-white"
        >
          {(phase === 'connecting' || phase === 'buffering') && (
            <span aria-hidden className="h-8 w-8 animate-spin rounded-full border-4 border-white/30 border-t-white" />
          )}
          <p className="text-sm md:text-base">{t(PHASE_TEXT[phase])}</p>
          {phase === 'error' && (
            <Button onClick={retry} className="text-white">
              {t('player.retry')}
            </Button>
          )}
        </div>
      )}
      {autoplayMuted && phase === 'playing' && (
        <Button onClick={unmute} className="absolute left-3 top-3">
          {t('player.unmute')}
        </Button>
      )}
    </div>
  );
}
