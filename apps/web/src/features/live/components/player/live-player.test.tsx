import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import type { PlaybackStep } from '../../lib/playback-plan';
import { LivePlayer } from './live-player';

const attachEngine = vi.hoisted(() => vi.fn());
vi.mock('./engines', () => ({ attachEngine }));

const live = { status: 2, flvUrl: '/live/abc.flv', hlsUrl: '/live/hls/abc/index.m3u8' };
const play = vi.fn<() => Promise<void>>();

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('live');
});
beforeEach(() => {
  attachEngine.mockReset();
  play.mockReset().mockResolvedValue(undefined);
  vi.stubGlobal('MediaSource', class {});
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const state = () => document.querySelector('[data-player-state]')!.getAttribute('data-player-state');
const video = () => document.querySelector('video')!;
const engines = () => attachEngine.mock.calls.map(([step]) => (step as PlaybackStep).engine);

describe('LivePlayer', () => {
  it('plays HTTP-FLV through mpegts.js at volume 70, and falls back to hls.js when it fails', async () => {
    const destroy = vi.fn();
    attachEngine.mockRejectedValueOnce(new Error('no flv')).mockResolvedValue({ destroy });
    render(<LivePlayer stream={live} title="Derby" onStreamClosed={() => undefined} />);
    expect(screen.getByText('Connecting to the live video…')).toBeInTheDocument();
    await waitFor(() => expect(engines()).toEqual(['mpegts', 'hls']));
    expect((attachEngine.mock.calls[1]![0] as PlaybackStep).url).toBe(
      `${window.location.origin}/live/hls/abc/index.m3u8`,
    );
    expect(video().volume).toBe(0.7);
    act(() => void fireEvent(video(), new Event('playing')));
    expect(state()).toBe('playing');
  });

  it('shows the error after the last engine fails and starts over on retry', async () => {
    attachEngine.mockRejectedValue(new Error('down'));
    render(<LivePlayer stream={live} title="Derby" onStreamClosed={() => undefined} />);
    await waitFor(() => expect(state()).toBe('error'));
    expect(screen.getByText('The video could not be played.')).toBeInTheDocument();
    attachEngine.mockResolvedValue({ destroy: () => undefined });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(engines()).toEqual(['mpegts', 'hls', 'mpegts']));
    expect(state()).toBe('connecting');
  });

  it('ends the room and drops the engine when the stream ends', async () => {
    const destroy = vi.fn();
    attachEngine.mockResolvedValue({ destroy });
    const { rerender } = render(<LivePlayer stream={live} title="Derby" onStreamClosed={() => undefined} />);
    await waitFor(() => expect(attachEngine).toHaveBeenCalledTimes(1));
    await act(async () => void fireEvent(video(), new Event('playing')));
    rerender(
      <LivePlayer stream={{ status: 3, flvUrl: null, hlsUrl: null }} title="Derby" onStreamClosed={() => undefined} />,
    );
    expect(state()).toBe('ended');
    expect(screen.getByText('This live stream has ended.')).toBeInTheDocument();
    expect(destroy).toHaveBeenCalled();
  });

  it('waits for an anchor who is not live yet, then connects by itself', async () => {
    attachEngine.mockResolvedValue({ destroy: () => undefined });
    const { rerender } = render(
      <LivePlayer stream={{ status: 1, flvUrl: null, hlsUrl: null }} title="Derby" onStreamClosed={() => undefined} />,
    );
    expect(
      screen.getByText('The anchor is not live yet. The video starts as soon as they go live.'),
    ).toBeInTheDocument();
    expect(attachEngine).not.toHaveBeenCalled();
    rerender(<LivePlayer stream={live} title="Derby" onStreamClosed={() => undefined} />);
    await waitFor(() => expect(engines()).toEqual(['mpegts']));
  });

  it('plays muted when the browser refuses sound without a gesture, and offers to unmute', async () => {
    attachEngine.mockResolvedValue({ destroy: () => undefined });
    play.mockRejectedValueOnce(new DOMException('no gesture', 'NotAllowedError')).mockResolvedValue(undefined);
    render(<LivePlayer stream={live} title="Derby" onStreamClosed={() => undefined} />);
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2));
    expect(video().muted).toBe(true);
    act(() => void fireEvent(video(), new Event('playing')));
    fireEvent.click(await screen.findByRole('button', { name: 'Turn the sound on' }));
    expect(video().muted).toBe(false);
  });
});
