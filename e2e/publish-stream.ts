import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const FFMPEG = fileURLToPath(new URL('../node_modules/@ffmpeg-installer/linux-x64/ffmpeg', import.meta.url));

/** A small H.264 baseline + AAC test pattern pushed to `url` in real time, as OBS would. */
export function publish(url: string): ChildProcess {
  const video = ['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15'];
  const audio = ['-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100'];
  const h264 = [
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-preset',
    'ultrafast',
    '-tune',
    'zerolatency',
    '-g',
    '30',
  ];
  const out = ['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url];
  return spawn(FFMPEG, ['-hide_banner', '-loglevel', 'fatal', '-re', ...video, ...audio, ...h264, ...out], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
