/**
 * The house's edges are lint rules (eslint.config.js); these tests lint small probe files placed
 * where real code would sit, so a rule that stops firing fails here, not in review.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: import.meta.dirname });
});

/** The rule ids that fire on `code` as if it were the file at `filePath` (relative to the repo). */
async function rulesFiring(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId ?? m.message);
}

describe('server modules meet through their front door', () => {
  const probe = 'apps/server/src/modules/wallet/probe.ts';

  it("refuses an import of another module's file", async () => {
    const code = "import type { UserRow } from '../account/account.repository.js';\nexport type Row = UserRow;\n";
    expect(await rulesFiring(probe, code)).toContain('import-x/no-restricted-paths');
  });

  it('takes the same name through index.ts', async () => {
    const code = "import type { UserRow } from '../account/index.js';\nexport type Row = UserRow;\n";
    expect(await rulesFiring(probe, code)).toEqual([]);
  });

  it('refuses a name the front door does not export (an export deleted from index.ts that is still used)', async () => {
    const code =
      "import { createAccountRepository } from '../account/index.js';\nexport const make = createAccountRepository;\n";
    expect(await rulesFiring(probe, code)).toContain('import-x/named');
  });

  it('keeps the HTTP layer free of modules', async () => {
    const code = "import type { AccountModule } from '../modules/account/index.js';\nexport type A = AccountModule;\n";
    expect(await rulesFiring('apps/server/src/http/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('checks cycles in the server and the sports platform', async () => {
    for (const file of ['apps/server/src/app.ts', 'apps/sports/src/betting/placement.ts']) {
      const config = (await eslint.calculateConfigForFile(file)) as { rules: Record<string, unknown> };
      expect(config.rules['import-x/no-cycle'], file).toEqual([2]);
    }
  });
});

describe('web features never import each other', () => {
  it('refuses an import from another feature', async () => {
    const code = "import { marketTabs } from '@/features/sports/lib/market-tabs';\nexport const tabs = marketTabs;\n";
    expect(await rulesFiring('apps/web/src/features/live/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it("takes the feature's own files", async () => {
    const code = "import { marketTabs } from '@/features/sports/lib/market-tabs';\nexport const tabs = marketTabs;\n";
    expect(await rulesFiring('apps/web/src/features/sports/probe.ts', code)).toEqual([]);
  });

  it('keeps shared/ free of features', async () => {
    const code = "import { marketTabs } from '@/features/sports/lib/market-tabs';\nexport const tabs = marketTabs;\n";
    expect(await rulesFiring('apps/web/src/shared/probe.ts', code)).toContain('import-x/no-restricted-paths');
  });

  it('never imports server-side packages', async () => {
    for (const pkg of ['@matchday/database', '@matchday/realtime', '@matchday/server']) {
      const code = `import * as side from '${pkg}';\nexport const s = side;\n`;
      expect(await rulesFiring('apps/web/src/features/live/probe.ts', code), pkg).toContain('no-restricted-imports');
    }
  });
});

describe('money and dates are formatted in one place', () => {
  const probe = 'apps/web/src/features/wallet/probe.tsx';

  it.each([
    ['Intl', 'export const f = (n: number) => new Intl.NumberFormat("vi").format(n);\n'],
    ['toFixed', 'export const f = (n: number) => n.toFixed(2);\n'],
    ['toLocaleString', 'export const f = (n: number) => n.toLocaleString();\n'],
    ['clock fields', 'export const f = (d: Date) => d.getHours();\n'],
    [
      'core formatters',
      "import { formatAmountWithCommas } from '@matchday/core';\nexport const f = formatAmountWithCommas;\n",
    ],
  ])('refuses ad-hoc formatting (%s) in a feature', async (_, code) => {
    expect(await rulesFiring(probe, code)).toContain('no-restricted-syntax');
  });

  it('lets shared/money and shared/time use Intl, and features use them', async () => {
    const intl = 'export const f = (n: number) => new Intl.NumberFormat("vi").format(n);\n';
    expect(await rulesFiring('apps/web/src/shared/money/probe.ts', intl)).toEqual([]);
    expect(await rulesFiring('apps/web/src/shared/time/probe.ts', intl)).toEqual([]);
    const shared = "import { formatMoney } from '@/shared/money/format-money';\nexport const f = formatMoney;\n";
    expect(await rulesFiring(probe, shared)).toEqual([]);
  });
});

describe('package edges', () => {
  it('keeps the apps apart', async () => {
    const code = "import * as sports from '@matchday/sports';\nexport const s = sports;\n";
    expect(await rulesFiring('apps/server/src/modules/wallet/probe.ts', code)).toContain('no-restricted-imports');
  });

  it('lets only the launcher import both apps, through their entries', async () => {
    const entries = "import { runAppServer } from '@matchday/server';\nexport const run = runAppServer;\n";
    expect(await rulesFiring('apps/matchday/src/probe.ts', entries)).toEqual([]);
    const deep =
      "import { placeOrders } from '@matchday/sports/src/betting/placement.js';\nexport const p = placeOrders;\n";
    expect(await rulesFiring('apps/matchday/src/probe.ts', deep)).toContain('no-restricted-imports');
  });

  it('refuses a dependency the workspace does not declare', async () => {
    const code = "import fastify from 'fastify';\nexport const f = fastify;\n";
    expect(await rulesFiring('apps/web/src/features/live/probe.ts', code)).toContain(
      'import-x/no-extraneous-dependencies',
    );
  });
});
