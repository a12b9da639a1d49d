import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/** Collects console errors and failed page scripts while a test runs. */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('a new visitor sees the home page in Vietnamese, and can switch language', async ({ page }) => {
  const errors = watchErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Thể thao, phòng trực tiếp và trò chơi ở cùng một nơi',
  );
  await expect(page).toHaveTitle(/Thể thao/);
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-zh-cn').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('体育、直播与游戏，一站畅享');
  await expect(page).toHaveTitle(/体育/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-en').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports, live rooms and games in one place');
  await expect(page).toHaveTitle(/Thể thao/);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sports, live rooms and games in one place');
  expect(errors).toEqual([]);
});

test('the theme switch survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await page.getByTestId('theme-switch').click();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bg).toBe('rgb(245, 247, 251)');
});

test('a login-only route sends a visitor to / with the login dialog open on its login page', async ({ page }) => {
  for (const path of [
    '/sports',
    '/anchorPlay',
    '/personal/1',
    '/personalAnchor',
    '/superadmincenter',
    '/electronic/3',
  ]) {
    await page.goto(path);
    // The page asked for rides along in ?redirect=, where the login continues (#18).
    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('redirect') === path);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-page', 'login');
  }
});

test('the login dialog checks fields and shows what the server says', async ({ page }) => {
  await page.goto('/?lang=en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByText('User name: 4–16 letters or digits, starting with a letter.')).toBeVisible();
  await dialog.getByLabel('User name').fill('nosuchuser');
  await dialog.getByLabel('Password').fill('Demo#2026');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('The user name or password is wrong.');
  await dialog.getByRole('tab', { name: 'Phone' }).click();
  await expect(dialog.getByLabel('SMS code')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('an unknown path lands on /, and /500 shows the 404 page without the header', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/$/);
  for (const path of ['/500', '/403', '/404']) {
    await page.goto(`${path}?lang=en`);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
  }
});

test('each alias lands on its page', async ({ page }) => {
  const aliases: Array<[string, string]> = [
    ['/first-charge', '/firstcharge'],
    ['/newbie-activity', '/newbieactivity'],
    ['/static-activity', '/ActivityView/StaticActivity'],
    ['/welcomeWealthActivity', '/ActivityView/WelcomeWealthActivity'],
    ['/ElectronicActivity', '/ActivityView/ElectronicActivity'],
  ];
  for (const [from, to] of aliases) {
    await page.goto(`${from}?lang=en`);
    await expect(page).toHaveURL(new RegExp(`${to}(\\?|$)`));
    await expect(page.getByText('Coming soon')).toBeVisible();
  }
});

const PROMO_PATHS = [
  '/game-activity',
  '/game-activity-argentina',
  '/invite-activity',
  '/royal-activity',
  '/transaction-activity',
  '/suggestion-activity',
  '/sign-activity',
  '/monthly-activity',
  '/520model',
  '/day-activity',
  '/feast-activity',
  '/moneyball-activity',
  '/61flow-activity',
  '/base-activity',
  '/negative-activity',
  '/schedule-display',
  '/america-activity',
  '/america-details',
  '/america-schedule',
  '/olympic-games',
  '/c2cVirtual-activity',
  '/goldMedal-Activity',
  '/olympicCheck-Activity',
  '/k2v-activity',
  '/dedicated-customer-service',
  '/Valentine-Day',
  '/Five-Major-Leagues',
  '/Five-Major-Leagues2',
  '/Mid-Autumn-Festival',
  '/Chess-Card-Challenge',
  '/glory-activity',
  '/electronic-activity',
  '/national-activity',
  '/invite-politely',
  '/national-day-activity',
  '/peers-activity',
  '/eSports-activity',
  '/usdt-activity',
  '/usdt-activity2',
  '/usdt-activity3',
  '/businessYoungModel',
  '/singlesDay-activity',
  '/cbPay-activity',
  '/christmas-activities',
];

test('every promotional path renders its own translated page with no console error', async ({ page }) => {
  // Some 70 full page loads: a slow or busy machine needs more than the default 30 s.
  test.setTimeout(90_000);
  const errors = watchErrors(page);
  await page.goto('/?lang=vi');
  const titles = new Set<string>();
  for (const path of PROMO_PATHS) {
    await page.goto(path);
    await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1, path).toBeVisible();
    const text = (await h1.textContent()) ?? '';
    expect(text, path).not.toMatch(/features\.|promo\./);
    titles.add(text);
    await expect(page.getByRole('contentinfo'), path).toBeVisible();
  }
  expect(titles.size).toBe(PROMO_PATHS.length);
  expect(errors).toEqual([]);
});

test('mixed-case paths match only as written', async ({ page }) => {
  await page.goto('/valentine-day');
  await expect(page).toHaveURL(/\/$/);
});

for (const path of ['/', '/sports', '/Valentine-Day']) {
  test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
}
