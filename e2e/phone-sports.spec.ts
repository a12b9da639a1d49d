import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support';

const MEMBER_PHONE = '+84900000001';
const VIEWPORT = { width: 390, height: 844 };

test.use({ viewport: VIEWPORT, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

/** A handicap line as the list and the match page must print it: signed, or a bare 0. */
const SIGNED = /^([+-]\d+(\.\d+)?(\/\d+(\.\d+)?)?|0)$/;
const mirrored = (line: string) => (line === '0' ? '0' : `${line.startsWith('-') ? '+' : '-'}${line.slice(1)}`);

/** What a phone must hold on any sports screen: no sideways pan, 44 px prices, no cut name or line, no axe violation. */
async function expectFitsPhone(page: Page) {
  const layout = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    short: [...document.querySelectorAll('[data-odds-button]')]
      .map((b) => ({ text: b.getAttribute('aria-label'), height: b.getBoundingClientRect().height }))
      .filter((b) => b.height < 44),
    buttons: document.querySelectorAll('[data-odds-button]').length,
    small: [...document.querySelectorAll('[data-odds-button] [data-fits]')]
      .map((e) => ({ text: e.textContent, size: parseFloat(getComputedStyle(e).fontSize) }))
      .filter((e) => e.size < 14),
    cut: [...document.querySelectorAll('[data-fits]')]
      .filter((e) => e.getBoundingClientRect().width > 0 && e.scrollWidth > e.clientWidth)
      .map((e) => `${e.textContent}: ${e.scrollWidth} > ${e.clientWidth}`),
  }));
  expect(layout.scrollWidth, 'the page pans sideways').toBeLessThanOrEqual(VIEWPORT.width);
  expect(layout.buttons).toBeGreaterThan(0);
  expect(layout.short, 'price buttons under 44 px').toEqual([]);
  expect(layout.small, 'price figures under 14 px').toEqual([]);
  expect(layout.cut, 'cut names or lines').toEqual([]);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/** The home and away lines of every handicap priced in the list: both signed, each the other's mirror. */
async function listHandicaps(page: Page): Promise<string[][]> {
  return page
    .locator('article [data-column="handicap"]')
    .evaluateAll((groups) =>
      groups
        .map((g) => [...g.querySelectorAll('[data-line]')].map((e) => e.textContent ?? ''))
        .filter((lines) => lines.length === 2),
    );
}

for (const lang of ['zh-cn', 'vi', 'th']) {
  test(`${lang} on a phone: the sports list and a match page fit, prices are 44 px and signed, markets come first`, async ({
    page,
    request,
  }) => {
    // The shared login helper reads the user name in the wide header; the phone checks start after it.
    await page.setViewportSize({ width: 1280, height: 844 });
    await logIn(page, request, 'member01', 'Demo#2026', MEMBER_PHONE);
    await page.setViewportSize(VIEWPORT);

    // Live soccer: teams, scores, a draw row, every column priced.
    await page.goto(`/sports?view=live&sport=1&lang=${lang}`);
    const rows = page.locator('article[data-match-id]');
    await expect(rows.first()).toBeVisible();
    await expect.poll(() => page.locator('[data-column="winner"] [data-odds-button]').count()).toBeGreaterThan(2);
    await expectFitsPhone(page);
    // Early soccer: upcoming handicaps, quarter lines around zero among them, each side signed.
    await page.goto(`/sports?view=early&sport=1&lang=${lang}`);
    await expect(rows.first()).toBeVisible();
    await expect.poll(async () => (await listHandicaps(page)).length).toBeGreaterThan(0);
    for (const [home, away] of await listHandicaps(page)) {
      expect(home).toMatch(SIGNED);
      expect(away).toBe(mirrored(home!));
    }
    await expectFitsPhone(page);

    // An upcoming match: markets on the first screen, no empty video box, no 0-0 table.
    const upcoming = rows.first();
    const upcomingId = await upcoming.getAttribute('data-match-id');
    await upcoming.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`matchId=${upcomingId}`));
    const firstMarket = page.locator('[data-market]').first();
    await expect(firstMarket).toBeVisible();
    expect((await firstMarket.boundingBox())!.y).toBeLessThan(VIEWPORT.height - 100);
    await expect(page.locator('section[data-match-id]')).toBeHidden();
    await expect(page.locator('table')).toHaveCount(0);
    const lines = await page.locator('[data-market^="1000_"] [data-line]').allInnerTexts();
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(SIGNED);
    await expectFitsPhone(page);

    // A match in play: markets still first, its statistics after them.
    await page.goto(`/sports?view=live&sport=1&lang=${lang}`);
    await rows.first().getByRole('link').click();
    await expect(page.getByTestId('detail-score-home')).toHaveText(/^\d+$/);
    const market = page.locator('[data-market]').first();
    await expect(market).toBeVisible();
    expect((await market.boundingBox())!.y).toBeLessThan(VIEWPORT.height - 100);
    const table = page.locator('table').first();
    await expect(table).toBeAttached();
    expect((await table.boundingBox())!.y).toBeGreaterThan((await market.boundingBox())!.y);
    await expectFitsPhone(page);
  });
}
