import { describe, expect, it } from 'vitest';
import { initialPlayerState, playerReducer, type PlayerEvent, type PlayerState } from './player-state';

const run = (state: PlayerState, ...events: PlayerEvent[]) => events.reduce(playerReducer, state);

describe('player state', () => {
  it('connects when the stream is live and waits for the anchor otherwise', () => {
    expect(initialPlayerState(2)).toMatchObject({ phase: 'connecting', engine: 0, attempt: 1 });
    expect(initialPlayerState(1).phase).toBe('offAir');
    expect(initialPlayerState(0).phase).toBe('offAir');
    expect(initialPlayerState(3).phase).toBe('ended');
    expect(initialPlayerState(4).phase).toBe('ended');
  });

  it('plays, buffers and plays again', () => {
    const s = run(initialPlayerState(2), { type: 'playing' }, { type: 'waiting' });
    expect(s.phase).toBe('buffering');
    expect(playerReducer(s, { type: 'playing' }).phase).toBe('playing');
  });

  it('falls back to the next engine, then shows the error; retry starts over from the first', () => {
    const failed = { type: 'engineFailed', engines: 2 } as const;
    const second = run(initialPlayerState(2), failed);
    expect(second).toMatchObject({ phase: 'connecting', engine: 1, attempt: 1 });
    const error = playerReducer(second, failed);
    expect(error.phase).toBe('error');
    expect(playerReducer(error, { type: 'retry' })).toEqual({ phase: 'connecting', engine: 0, attempt: 2 });
  });

  it('ends when the anchor stops, whatever it was doing', () => {
    for (const s of [
      initialPlayerState(2),
      run(initialPlayerState(2), { type: 'playing' }),
      run(initialPlayerState(2), { type: 'engineFailed', engines: 1 }),
    ]) {
      expect(playerReducer(s, { type: 'status', status: 3 }).phase).toBe('ended');
    }
  });

  it('goes off air when the publisher drops and reconnects by itself when it is back', () => {
    const dropped = run(initialPlayerState(2), { type: 'playing' }, { type: 'status', status: 1 });
    expect(dropped.phase).toBe('offAir');
    expect(playerReducer(dropped, { type: 'status', status: 2 })).toMatchObject({ phase: 'connecting', attempt: 2 });
  });

  it('connects again with the same engine when the server closes the video of a live stream', () => {
    const onHls = run(initialPlayerState(2), { type: 'engineFailed', engines: 2 }, { type: 'playing' });
    expect(playerReducer(onHls, { type: 'streamClosed' })).toEqual({ phase: 'connecting', engine: 1, attempt: 2 });
    const ended = playerReducer(onHls, { type: 'status', status: 3 });
    expect(playerReducer(ended, { type: 'streamClosed' })).toBe(ended);
  });

  it('ignores a repeated live status and late engine events after the end', () => {
    const playing = run(initialPlayerState(2), { type: 'playing' });
    expect(playerReducer(playing, { type: 'status', status: 2 })).toBe(playing);
    const ended = playerReducer(playing, { type: 'status', status: 3 });
    expect(run(ended, { type: 'playing' }, { type: 'engineFailed', engines: 2 }, { type: 'retry' })).toBe(ended);
  });
});
