import { describe, expect, it } from 'vitest';
import { demoPublisherArgs } from './demo-publishers.js';

describe('demo publisher arguments', () => {
  it('draws the anchor name and a clock with a font, keeps H.264 + AAC, and pushes FLV to the URL', () => {
    const args = demoPublisherArgs("Coach Minh'; rm -rf", '/fonts/a.ttf', 'rtmp://127.0.0.1:1935/live/x?key=k');
    const filter = args[args.indexOf('-vf') + 1]!;
    expect(filter).toContain("text='Coach Minh rm -rf'");
    expect(filter).toContain('%{localtime\\:%X}');
    expect(args).toEqual(expect.arrayContaining(['libx264', 'aac', 'flv']));
    expect(args.at(-1)).toBe('rtmp://127.0.0.1:1935/live/x?key=k');
  });

  it('falls back to the bare test pattern without a font', () => {
    expect(demoPublisherArgs('Anchor 01', null, 'rtmp://h/live/x')).not.toContain('-vf');
  });
});
