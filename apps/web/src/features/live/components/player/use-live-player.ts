import { LIVE_PLAYER_VOLUME } from '@matchday/core';
import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { bufferedEndAt, latencyAction, LATENCY_BOUNDS, type LatencyBounds } from '../../lib/latency';
import { browserCapabilities, playbackPlan } from '../../lib/playback-plan';
import { initialPlayerState, playerReducer } from '../../lib/player-state';
import { attachEngine, type EngineHandle } from './engines';

/** An engine that shows no picture within this long is given up for the next. */
const CONNECT_TIMEOUT_MS = 15_000;
const LATENCY_CHECK_MS = 1_000;
/** A pause before connecting again after the server closed the video, so a failing stream is not hammered. */
const RECONNECT_DELAY_MS = 1_000;

export interface PlayableStream {
  status: number;
  flvUrl: string | null;
  hlsUrl: string | null;
}

/** Keeps the delay bounded: speeds up or jumps to the live edge (see lib/latency.ts). */
function chaseLiveEdge(video: HTMLVideoElement, bounds: LatencyBounds): void {
  const sample = {
    bufferedEnd: bufferedEndAt(video.buffered, video.currentTime),
    currentTime: video.currentTime,
    visible: document.visibilityState === 'visible',
    paused: video.paused,
  };
  const action = latencyAction(sample, bounds);
  if (action.seekTo !== null) video.currentTime = action.seekTo;
  if (video.playbackRate !== action.playbackRate) video.playbackRate = action.playbackRate;
}

/**
 * Drives the room's <video>: picks the engine (mpegts.js, hls.js, native HLS), falls back on
 * failure, follows the stream's status, chases the live edge, and starts muted when the browser
 * refuses autoplay with sound.
 */
export function useLivePlayer(
  videoRef: RefObject<HTMLVideoElement | null>,
  stream: PlayableStream,
  onStreamClosed: () => void,
) {
  const [state, dispatch] = useReducer(playerReducer, stream.status, initialPlayerState);
  const [autoplayMuted, setAutoplayMuted] = useState(false);
  const closedRef = useRef(onStreamClosed);
  useEffect(() => {
    closedRef.current = onStreamClosed;
  });

  useEffect(() => dispatch({ type: 'status', status: stream.status }), [stream.status]);

  const active = state.phase === 'connecting' || state.phase === 'playing' || state.phase === 'buffering';
  const { flvUrl, hlsUrl } = stream;

  useEffect(() => {
    const video = videoRef.current;
    // Off air, or on air but the URLs are still being fetched.
    if (!active || !video || (!flvUrl && !hlsUrl)) return undefined;
    const plan = playbackPlan({ flvUrl, hlsUrl }, browserCapabilities(video), window.location.origin);
    const step = plan[state.engine];
    // Which engine plays, for support and tests (mpegts, hls or native).
    video.dataset.engine = step?.engine ?? '';
    if (!step) {
      dispatch({ type: 'engineFailed', engines: plan.length });
      return undefined;
    }
    let handle: EngineHandle | null = null;
    let disposed = false;
    const fail = () => !disposed && dispatch({ type: 'engineFailed', engines: plan.length });
    let started = false;
    const onPlaying = () => {
      started = true;
      dispatch({ type: 'playing' });
    };
    const onWaiting = () => dispatch({ type: 'waiting' });
    video.addEventListener('playing', onPlaying);
    video.addEventListener('waiting', onWaiting);
    video.addEventListener('error', fail);
    video.volume = LIVE_PLAYER_VOLUME / 100;
    const timeout = window.setTimeout(() => !started && fail(), CONNECT_TIMEOUT_MS);

    let reconnect: number | undefined;
    const closed = () => {
      // The room reads the status (an ended stream ends the player); a live one reconnects.
      closedRef.current();
      reconnect = window.setTimeout(() => !disposed && dispatch({ type: 'streamClosed' }), RECONNECT_DELAY_MS);
    };

    void attachEngine(step, video, { onFatal: fail, onStreamClosed: closed })
      .then(async (h) => {
        if (disposed) return h.destroy();
        handle = h;
        try {
          await video.play();
        } catch (err) {
          if (disposed || (err as DOMException).name !== 'NotAllowedError') return;
          // No sound without a gesture: play muted and offer to unmute.
          video.muted = true;
          setAutoplayMuted(true);
          await video.play().catch(() => undefined);
        }
      })
      .catch(fail);

    const bounds = step.engine === 'mpegts' ? LATENCY_BOUNDS.flv : LATENCY_BOUNDS.hls;
    const chase = () => chaseLiveEdge(video, bounds);
    const interval = window.setInterval(chase, LATENCY_CHECK_MS);
    document.addEventListener('visibilitychange', chase);
    return () => {
      disposed = true;
      window.clearTimeout(timeout);
      window.clearTimeout(reconnect);
      window.clearInterval(interval);
      document.removeEventListener('visibilitychange', chase);
      video.removeEventListener('playing', onPlaying);
      video.removeEventListener('waiting', onWaiting);
      video.removeEventListener('error', fail);
      handle?.destroy();
    };
  }, [videoRef, active, state.engine, state.attempt, flvUrl, hlsUrl]);

  const unmute = () => {
    const video = videoRef.current;
    if (!video) return;
    video.muted = false;
    video.volume = LIVE_PLAYER_VOLUME / 100;
    setAutoplayMuted(false);
  };

  return { state, retry: () => dispatch({ type: 'retry' }), autoplayMuted, unmute };
}
