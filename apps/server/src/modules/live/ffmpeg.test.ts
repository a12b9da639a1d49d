import { describe, expect, it } from 'vitest';
import { findFont, probeFfmpeg } from './ffmpeg.js';

describe('ffmpeg', () => {
  it('runs the binary the registry package ships', async () => {
    expect(await probeFfmpeg(undefined)).toMatchObject({
      ok: true,
      path: expect.stringContaining('@ffmpeg-installer'),
      version: expect.any(String),
    });
  });

  it('says why when the configured binary does not run', async () => {
    expect(await probeFfmpeg('/nonexistent/ffmpeg')).toEqual({
      ok: false,
      reason: expect.stringContaining('/nonexistent/ffmpeg does not run'),
    });
  });

  it('finds a font for the demo overlay on this machine, or none', () => {
    const font = findFont();
    expect(font === null || /\.tt[fc]$/.test(font)).toBe(true);
  });
});
