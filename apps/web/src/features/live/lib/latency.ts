/**
 * Latency chasing for a live player, as a pure decision: how far the picture may fall behind the
 * newest buffered frame before we speed up a little or jump to the live edge. A background tab
 * or a network pause leaves seconds of buffer behind; on return we catch up instead of showing old video.
 */
export interface LatencyBounds {
  /** Behind more than this: jump to the live edge. */
  jumpAboveS: number;
  /** Where a jump lands, behind the newest frame (enough not to stall at once). */
  targetS: number;
  /** Behind more than this (but not past the jump bound): play slightly faster. */
  catchUpAboveS: number;
  catchUpRate: number;
}

/**
 * HTTP-FLV arrives frame by frame, so it can sit a second behind; HLS arrives in 2-second
 * segments and hls.js holds two of them, so its bounds are wider (a tighter one would stall).
 */
export const LATENCY_BOUNDS = {
  flv: { jumpAboveS: 3, targetS: 1, catchUpAboveS: 1.5, catchUpRate: 1.1 },
  hls: { jumpAboveS: 10, targetS: 4, catchUpAboveS: 6, catchUpRate: 1.1 },
} as const satisfies Record<string, LatencyBounds>;

export interface LatencySample {
  /** End of the buffered range holding the playhead, or null when nothing is buffered. */
  bufferedEnd: number | null;
  currentTime: number;
  visible: boolean;
  paused: boolean;
}

export interface LatencyAction {
  /** Where to seek, when the playhead is too far behind. */
  seekTo: number | null;
  playbackRate: number;
}

const steady: LatencyAction = { seekTo: null, playbackRate: 1 };

export function latencyAction(sample: LatencySample, bounds: LatencyBounds): LatencyAction {
  // A hidden tab or a paused player is left alone; the check on return catches it up.
  if (!sample.visible || sample.paused || sample.bufferedEnd === null) return steady;
  const behind = sample.bufferedEnd - sample.currentTime;
  if (behind > bounds.jumpAboveS) return { seekTo: sample.bufferedEnd - bounds.targetS, playbackRate: 1 };
  if (behind > bounds.catchUpAboveS) return { seekTo: null, playbackRate: bounds.catchUpRate };
  return steady;
}

/** The end of the buffered range that holds `time` (or the last range when none does). */
export function bufferedEndAt(ranges: Pick<TimeRanges, 'length' | 'start' | 'end'>, time: number): number | null {
  if (ranges.length === 0) return null;
  for (let i = 0; i < ranges.length; i++)
    if (time >= ranges.start(i) - 0.1 && time <= ranges.end(i)) return ranges.end(i);
  return ranges.end(ranges.length - 1);
}
