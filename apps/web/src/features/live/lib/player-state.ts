import { streamStatusCodes } from '@matchday/contract/client';

/** Stream statuses after which a room never comes back on air. */
const CLOSED_STATUSES: readonly number[] = [streamStatusCodes.ended, streamStatusCodes.cancelled];

/**
 * What the live player shows. `offAir`: the stream is booked or ready, the anchor not publishing
 * (it plays by itself once they are); `ended`: stopped or cancelled for good.
 */
export type PlayerPhase = 'offAir' | 'connecting' | 'playing' | 'buffering' | 'ended' | 'error';

export interface PlayerState {
  phase: PlayerPhase;
  /** Which engine of the playback plan is tried (mpegts.js, then hls.js, then native HLS). */
  engine: number;
  /** Grows with every (re)connection, so the player rebuilds its engine. */
  attempt: number;
}

export type PlayerEvent =
  | { type: 'status'; status: number }
  | { type: 'playing' }
  | { type: 'waiting' }
  | { type: 'engineFailed'; engines: number }
  /** The server closed the video while the stream may still be live (a cut-off slow player): connect again. */
  | { type: 'streamClosed' }
  | { type: 'retry' };

export function initialPlayerState(status: number): PlayerState {
  return playerReducer({ phase: 'offAir', engine: 0, attempt: 0 }, { type: 'status', status });
}

const connect = (state: PlayerState): PlayerState => ({ phase: 'connecting', engine: 0, attempt: state.attempt + 1 });

export function playerReducer(state: PlayerState, event: PlayerEvent): PlayerState {
  switch (event.type) {
    case 'status':
      if (CLOSED_STATUSES.includes(event.status)) return state.phase === 'ended' ? state : { ...state, phase: 'ended' };
      if (event.status !== streamStatusCodes.live)
        return state.phase === 'offAir' ? state : { ...state, phase: 'offAir' };
      // On air: a player that was waiting for the anchor (or gave up) connects; one already running keeps going.
      return state.phase === 'offAir' || state.phase === 'ended' ? connect(state) : state;
    case 'playing':
      return state.phase === 'connecting' || state.phase === 'buffering' ? { ...state, phase: 'playing' } : state;
    case 'waiting':
      return state.phase === 'playing' ? { ...state, phase: 'buffering' } : state;
    case 'engineFailed':
      if (state.phase !== 'connecting' && state.phase !== 'playing' && state.phase !== 'buffering') return state;
      return state.engine + 1 < event.engines
        ? { ...state, phase: 'connecting', engine: state.engine + 1 }
        : { ...state, phase: 'error' };
    case 'streamClosed':
      return state.phase === 'connecting' || state.phase === 'playing' || state.phase === 'buffering'
        ? { ...state, phase: 'connecting', attempt: state.attempt + 1 }
        : state;
    case 'retry':
      return state.phase === 'error' ? connect(state) : state;
  }
}
