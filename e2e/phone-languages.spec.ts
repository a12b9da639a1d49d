import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support';

const MEMBER_PHONE = '+84900000001';
const VIEWPORT = { width: 390, height: 844 };
const THAI = /[\u0E00-\u0E7F]/;

// A phone whose browser speaks Thai (navigator.languages = ['th-TH']).
test.use({ viewport: VIEWPORT, isMobile: true, hasTouch: true, locale: 'th-TH' });
test.describe.configure({ timeout: 120_000 });

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('a Thai browser opens the site in Thai; the menu lists Thai with an SVG flag', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page).toHaveTitle(/กีฬา/);
  const menuButton = page.getByTestId('language-switch');
  await expect(menuButton).toHaveAccessibleName('ภาษา: ไทย');
  await expect(menuButton.locator('svg[data-flag="flag-th"]')).toBeVisible();
  await menuButton.click();
  const menu = page.getByTestId('language-menu');
  for (const [code, name] of [
    ['zh-cn', '简体中文'],
    ['en', 'English'],
    ['vi', 'Tiếng Việt'],
    ['th', 'ไทย'],
  ] as const) {
    const item = menu.getByRole('button', { name, exact: true });
    await expect(item).toBeVisible();
    await expect(item.locator('svg')).toBeVisible();
    expect(await item.getAttribute('lang')).toBe(code);
  }
  // No flag emoji anywhere: they render as letter boxes without an emoji font.
  expect(await menu.textContent()).not.toMatch(/\p{Regional_Indicator}/u);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORT.width);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
});

test('sports in Thai show the platform’s Thai names; switching to Vietnamese shows its Vietnamese ones', async ({
  page,
  request,
}) => {
  // The shared login helper reads the user name in the wide header and leaves the site in English.
  await page.setViewportSize({ width: 1280, height: 844 });
  await logIn(page, request, 'member01', 'Demo#2026', MEMBER_PHONE);
  await page.setViewportSize(VIEWPORT);

  await page.goto('/sports?view=early&sport=1&lang=th');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  const row = page.locator('article[data-match-id]').first();
  await expect(row).toBeVisible();
  // Team names ("A vs B") and the league come from the platform, in Thai script, not English.
  await expect(row).toHaveAttribute('aria-label', THAI);
  expect((await row.getAttribute('aria-label'))?.replace(/\bvs\b/g, '')).not.toMatch(/[A-Za-z]{2,}/);
  await expect(row.locator('[title]').first()).toHaveAttribute('title', THAI);
  await expectNoAxeViolations(page);

  // The match page: teams in the heading and the platform's market names in Thai.
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/matchId=/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText(THAI);
  await expect(page.getByText(/^(แฮนดิแคป|สูง\/ต่ำ)/).first()).toBeVisible();
  await expectNoAxeViolations(page);

  // Vietnamese from the menu: the same list now reads the platform's Vietnamese names.
  await page.goto('/sports?view=early&sport=1');
  await expect(row).toBeVisible();
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-vi').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(row.locator('[title]').first()).toHaveAttribute('title', /Giải|Cúp|Mở rộng/);
  await expect(row).not.toHaveAttribute('aria-label', THAI);
  await expectNoAxeViolations(page);
});
