/** How a browser plays a stream, best first. */
export type PlaybackEngine = 'mpegts' | 'hls' | 'native';

export interface PlaybackStep {
  engine: PlaybackEngine;
  url: string;
}

export interface PlaybackCapabilities {
  /** MediaSource (or iOS 17.1+ ManagedMediaSource) exists: mpegts.js and hls.js can run. */
  mse: boolean;
  /** The video element plays HLS itself (Safari, iOS). */
  nativeHls: boolean;
}

/**
 * HTTP-FLV through mpegts.js where MSE runs (lowest delay), HLS through hls.js when that fails,
 * and the browser's own HLS where it has one. Relative URLs are on the app's origin.
 */
export function playbackPlan(
  urls: { flvUrl: string | null; hlsUrl: string | null },
  caps: PlaybackCapabilities,
  origin: string,
): PlaybackStep[] {
  const abs = (url: string) => new URL(url, origin).href;
  const steps: PlaybackStep[] = [];
  if (caps.mse && urls.flvUrl) steps.push({ engine: 'mpegts', url: abs(urls.flvUrl) });
  if (caps.mse && urls.hlsUrl) steps.push({ engine: 'hls', url: abs(urls.hlsUrl) });
  if (caps.nativeHls && urls.hlsUrl) steps.push({ engine: 'native', url: abs(urls.hlsUrl) });
  return steps;
}

/** What this browser can play, read once per player. */
export function browserCapabilities(video: HTMLVideoElement): PlaybackCapabilities {
  const w = window as unknown as { MediaSource?: unknown; ManagedMediaSource?: unknown };
  return {
    mse: Boolean(w.MediaSource ?? w.ManagedMediaSource),
    nativeHls: video.canPlayType('application/vnd.apple.mpegurl') !== '',
  };
}
