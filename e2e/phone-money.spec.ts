import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { logIn, registerFresh } from './support';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

const MEMBER_PHONE = '+84900000001';

/** The web's wallet and money packs in a language, so the test finds controls by the words a member reads. */
function words(lang: string) {
  const read = (ns: string) =>
    JSON.parse(readFileSync(new URL(`../apps/web/src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));
  const wallet = read('wallet');
  const money = read('money');
  return { wallet, money };
}

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The logged-in member's id, read from the member info the page asks for. */
async function memberIdOf(page: Page, signIn: () => Promise<unknown>): Promise<number> {
  const info = page.waitForResponse((r) => r.url().includes('/api/member/get') && r.ok());
  await signIn();
  return ((await (await info).json()) as { data: { id: number } }).data.id;
}

test('a vi member on a phone reads balances as 4.999.000 ₫ and types amounts the Vietnamese way', async ({
  page,
  request,
}) => {
  const { wallet, money } = words('vi');
  const id = await memberIdOf(page, () => logIn(page, request, 'member01', 'Demo#2026', MEMBER_PHONE));
  await page.goto(`/personal/${id}?lang=vi`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');

  // Seeded with 5,000,000 VND (earlier specs may spend some): dots between thousands, no decimals, ₫ after.
  const balances = page.getByRole('main').getByText(/₫/).first();
  await expect(balances).toHaveText(/^\d{1,3}(\.\d{3})+\u00a0₫$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await page.getByRole('tab', { name: wallet.centre.tabs.wallet }).click();
  const amount = page.getByLabel(wallet.deposit.amount, { exact: true }).first();
  await expect(amount).toHaveAttribute('inputmode', 'numeric');
  await amount.pressSequentially('20000');
  await expect(amount).toHaveValue('20.000');
  await amount.pressSequentially(',5');
  await expect(page.getByRole('alert').filter({ hasText: 'VND' })).toHaveText(
    money.amount.wholeOnly.replace('{{currency}}', 'VND'),
  );
  expect(await axeViolations(page)).toEqual([]);
});

test('a zh-cn member on a phone sees yuan as ¥1,000.00 and types amounts with two decimals at most', async ({
  page,
}) => {
  const { wallet, money } = words('zh-cn');
  const id = await memberIdOf(page, () => registerFresh(page, 'cny'));
  await page.goto(`/personal/${id}?lang=zh-cn`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByRole('tab', { name: wallet.centre.tabs.wallet }).click();

  await page.getByLabel(wallet.deposit.currency).first().selectOption('CNY');
  // The quick amounts and limits are written by the shared formatter: ¥ first, comma groups, fen shown.
  await expect(
    page
      .getByRole('main')
      .getByText(/^¥\d{1,3}(,\d{3})*\.\d{2}$/)
      .first(),
  ).toBeVisible();
  const amount = page.getByLabel(wallet.deposit.amount, { exact: true }).first();
  await expect(amount).toHaveAttribute('inputmode', 'decimal');
  await expect(page.getByTestId('amount-symbol').first()).toHaveText('¥');
  await amount.pressSequentially('1005');
  await expect(amount).toHaveValue('1,005');
  await amount.pressSequentially('.555');
  await expect(page.getByRole('alert').filter({ hasText: money.amount.tooManyDecimals })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await axeViolations(page)).toEqual([]);
});
