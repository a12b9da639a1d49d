import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const script = 'apps/games/src/cli/par-sheet.ts';

/** Runs the CLI as the root script does (tsx with the source condition). */
function run(args: string[]) {
  const result = spawnSync(process.execPath, ['--conditions=@matchday/source', '--import', 'tsx', script, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run par-sheet', () => {
  it('prints a reel set’s exact figures as JSON', () => {
    const { code, stdout, stderr } = run(['--game', 'golden-goal', '--rtp', '96', '--json']);
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    const lines = stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const sheet = JSON.parse(lines[0]!) as Record<string, number | string>;
    expect(sheet.game).toBe('golden-goal');
    expect(sheet.nominalRtp).toBe(96);
    expect(Math.abs((sheet.rtp as number) - 0.96)).toBeLessThan(0.0001);
    expect(sheet.volatility).toBeGreaterThan(1);
    expect(sheet.baseCombinations).toBe(36_763_551);
  });

  it('prints a readable table with the paytable and the symbols on each reel', () => {
    const { code, stdout } = run(['--game', 'golden-goal', '--rtp', '96']);
    expect(code).toBe(0);
    expect(stdout).toContain('Golden Goal (golden-goal): 5 reels × 3 rows, 20 fixed paylines, low volatility');
    expect(stdout).toMatch(/\n96% +95\.99\d\d%|\n96% +96\.00\d\d%/);
    expect(stdout).toContain('symbols per reel (96% reel set)');
    expect(stdout).toMatch(/reel-stop combinations enumerated in [\d.]+ s/);
  });

  it('refuses a slot or an RTP it does not ship, and unknown options, with exit 2', () => {
    const unknown = run(['--game', 'nope']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('no slot called nope');
    const rtp = run(['--game', 'dragon-fortune', '--rtp', '95']);
    expect(rtp.code).toBe(2);
    expect(rtp.stderr).toContain('dragon-fortune ships reel sets for RTP 90, 92, 94, 96, 97, 98, 99, not 95');
    expect(run(['--colour']).code).toBe(2);
    expect(run(['--help']).stdout).toContain('usage: npm run -s par-sheet');
  });
});
