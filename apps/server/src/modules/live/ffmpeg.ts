import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export type FfmpegProbe = { ok: true; path: string; version: string } | { ok: false; reason: string };

/** The ffmpeg binary: FFMPEG_PATH when set, else the one @ffmpeg-installer ships; checked by running it. */
export async function probeFfmpeg(configured: string | undefined): Promise<FfmpegProbe> {
  let path = configured;
  if (!path) {
    try {
      path = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
    } catch (err) {
      return { ok: false, reason: `@ffmpeg-installer/ffmpeg has no binary for this platform (${String(err)})` };
    }
  }
  const binary = path;
  return new Promise((resolve) => {
    execFile(binary, ['-hide_banner', '-version'], { timeout: 10_000 }, (err, stdout) => {
      if (err) resolve({ ok: false, reason: `${binary} does not run: ${err.message}` });
      else resolve({ ok: true, path: binary, version: /ffmpeg version (\S+)/.exec(stdout)?.[1] ?? 'unknown' });
    });
  });
}

const fontCandidates = [
  '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
  '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
  '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf',
  '/usr/share/fonts/TTF/DejaVuSans-Bold.ttf',
  '/System/Library/Fonts/Supplemental/Arial Bold.ttf',
  'C:\\Windows\\Fonts\\arialbd.ttf',
];

/** A font for drawtext (the static ffmpeg has no fontconfig default), or null. */
export function findFont(): string | null {
  return fontCandidates.find((f) => existsSync(f)) ?? null;
}
