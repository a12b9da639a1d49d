import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
export const ffmpegPath = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;

export interface TestPublisher {
  proc: ChildProcess;
  /** Resolves with the exit code when ffmpeg ends (refused, cut off or done). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** A real RTMP publish: a small H.264 + AAC test pattern for `seconds`, pushed by ffmpeg. */
export function publishTestPattern(url: string, seconds = 30): TestPublisher {
  const proc = spawn(
    ffmpegPath,
    [
      '-hide_banner',
      '-loglevel',
      'error',
      '-re',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=320x180:rate=15',
      '-f',
      'lavfi',
      '-i',
      'sine=frequency=440:sample_rate=44100',
      '-t',
      String(seconds),
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-tune',
      'zerolatency',
      '-pix_fmt',
      'yuv420p',
      '-g',
      '15',
      '-b:v',
      '200k',
      '-c:a',
      'aac',
      '-b:a',
      '32k',
      '-f',
      'flv',
      url,
    ],
    { stdio: ['ignore', 'ignore', 'ignore'] },
  );
  const exited = new Promise<number | null>((resolve) => proc.once('close', (code) => resolve(code)));
  return {
    proc,
    exited,
    async stop() {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill('SIGKILL');
      await exited;
    },
  };
}
