import { loadHls, loadMpegts } from '@/shared/lazy/video-engines';
import { LATENCY_BOUNDS } from '../../lib/latency';
import type { PlaybackStep } from '../../lib/playback-plan';

export interface EngineHandle {
  destroy(): void;
}

export interface EngineCallbacks {
  /** The engine cannot go on (network, format or MSE error): the player tries the next one. */
  onFatal(reason: string): void;
  /** The server closed the stream (the anchor stopped or dropped): the room reads its status again. */
  onStreamClosed(): void;
}

async function attachMpegts(url: string, video: HTMLVideoElement, cb: EngineCallbacks): Promise<EngineHandle> {
  const mpegts = await loadMpegts();
  if (!mpegts.isSupported()) throw new Error('mpegts.js: no MSE');
  const player = mpegts.createPlayer(
    { type: 'flv', isLive: true, url },
    {
      enableStashBuffer: false,
      // mpegts.js seeks to the edge by itself when the buffer grows past the bound (our watchdog covers hidden tabs).
      liveBufferLatencyChasing: true,
      liveBufferLatencyMaxLatency: LATENCY_BOUNDS.flv.jumpAboveS,
      liveBufferLatencyMinRemain: LATENCY_BOUNDS.flv.targetS,
      autoCleanupSourceBuffer: true,
    },
  );
  player.on(mpegts.Events.ERROR, (type: string, detail: string) => cb.onFatal(`mpegts ${type} ${detail}`));
  player.on(mpegts.Events.LOADING_COMPLETE, () => cb.onStreamClosed());
  player.attachMediaElement(video);
  player.load();
  return {
    destroy: () => {
      player.pause();
      player.unload();
      player.detachMediaElement();
      player.destroy();
    },
  };
}

async function attachHls(url: string, video: HTMLVideoElement, cb: EngineCallbacks): Promise<EngineHandle> {
  const Hls = await loadHls();
  if (!Hls.isSupported()) throw new Error('hls.js: no MSE');
  // Two 2-second segments behind the edge, at most five; hls.js speeds up a little to get back.
  const hls = new Hls({
    liveSyncDurationCount: 2,
    liveMaxLatencyDurationCount: 5,
    maxLiveSyncPlaybackRate: LATENCY_BOUNDS.hls.catchUpRate,
    backBufferLength: 30,
  });
  hls.on(Hls.Events.ERROR, (_event, data) => {
    if (data.fatal) cb.onFatal(`hls ${data.type} ${data.details}`);
  });
  hls.loadSource(url);
  hls.attachMedia(video);
  return { destroy: () => hls.destroy() };
}

function attachNative(url: string, video: HTMLVideoElement): EngineHandle {
  video.src = url;
  return {
    destroy: () => {
      video.removeAttribute('src');
      video.load();
    },
  };
}

/** Starts one step of the playback plan on the video element. */
export async function attachEngine(
  step: PlaybackStep,
  video: HTMLVideoElement,
  cb: EngineCallbacks,
): Promise<EngineHandle> {
  if (step.engine === 'mpegts') return attachMpegts(step.url, video, cb);
  if (step.engine === 'hls') return attachHls(step.url, video, cb);
  return attachNative(step.url, video);
}
