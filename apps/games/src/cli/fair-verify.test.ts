import { spawnSync } from 'node:child_process';
import { createHash, createHmac } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const script = 'apps/games/src/cli/fair-verify.ts';

/** Runs the CLI as the root script does (tsx with the source condition). */
function run(args: string[]) {
  const result = spawnSync(process.execPath, ['--conditions=@matchday/source', '--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const seeds = ['--server-seed', 'server seed', '--client-seed', 'client seed'];
const hash = createHash('sha256').update('server seed').digest('hex');

describe('npm run fair:verify', () => {
  it('prints one JSON line per game and exits 0', () => {
    const dice = run(['--game', 'dice', ...seeds, '--nonce', '1']);
    expect(dice).toEqual({
      code: 0,
      stderr: '',
      stdout: `{"game":"dice","serverSeedHash":"${hash}","outcome":{"roll":74.67}}\n`,
    });
    expect(run(['--game', 'limbo', ...seeds, '--nonce', '3']).stdout).toBe(
      `{"game":"limbo","serverSeedHash":"${hash}","outcome":{"multiplier":4.28}}\n`,
    );
    expect(run(['--game', 'mines', ...seeds, '--nonce', '1', '--mines', '3']).stdout).toBe(
      `{"game":"mines","serverSeedHash":"${hash}","outcome":{"mines":[18,15,5]}}\n`,
    );
  });

  it("draws plinko's path from the HMAC bytes, one float per row", () => {
    const { code, stdout } = run([
      '--game',
      'plinko',
      '--server-seed',
      's',
      '--client-seed',
      'c',
      '--nonce',
      '5',
      '--rows',
      '8',
    ]);
    expect(code).toBe(0);
    const bytes = createHmac('sha256', 's').update('c:5:0').digest();
    const path = Array.from({ length: 8 }, (_, i) => (bytes[i * 4]! >= 128 ? 1 : 0));
    const outcome = { path, bucket: path.reduce((a: number, b) => a + b, 0) };
    expect(JSON.parse(stdout)).toEqual({
      game: 'plinko',
      serverSeedHash: createHash('sha256').update('s').digest('hex'),
      outcome,
    });
    expect(stdout.trim().split('\n')).toHaveLength(1);
  });

  it.each([
    [['--game', 'keno', ...seeds, '--nonce', '1'], 'game must be one of dice, limbo, plinko, mines, got keno'],
    [['--game', 'dice', ...seeds, '--nonce', '1', '--colour', 'red'], "Unknown option '--colour'"],
    [['--game', 'dice', ...seeds, '--nonce'], "Option '--nonce <value>' argument missing"],
  ])('refuses %j on stderr with exit 2', (args, message) => {
    const { code, stdout, stderr } = run(args);
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(stderr).toContain(`fair:verify: ${message}`);
    expect(stderr).toContain('usage: npm run -s fair:verify');
  });

  it('prints its usage on --help', () => {
    const { code, stdout } = run(['--help']);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^usage: npm run -s fair:verify -- --game dice\|limbo\|plinko\|mines/);
  });

  it('is wired as the root npm script', () => {
    const result = spawnSync('npm', ['run', '-s', 'fair:verify', '--', '--game', 'dice', ...seeds, '--nonce', '2'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(`{"game":"dice","serverSeedHash":"${hash}","outcome":{"roll":53.86}}\n`);
  });
});
