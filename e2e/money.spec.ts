import { expect, test, type Page } from '@playwright/test';
import { logIn, registerFresh } from './support';

const MEMBER_PHONE = '+84900000001';
const balance = (page: Page) => page.getByRole('banner').getByTestId('balance');

async function openCentre(page: Page, tab: string) {
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Account of / })
    .click();
  await page.getByRole('tab', { name: tab }).click();
}

/** The VND amount a balance text shows ("Balance₫4,999,000" → 4999000). */
const shownVnd = (text: string) => Number(text.replace(/\D/g, ''));

test('member01 sees the balance, deposits through the sandbox and sees it rise', async ({ page, request }) => {
  await logIn(page, request, 'member01', 'Demo#2026', MEMBER_PHONE);
  // Seeded with 5,000,000 VND; earlier specs (a gift in a live room) may have spent some of it.
  await expect(balance(page)).toHaveText(/₫[\d,]+$/);
  const start = shownVnd(await balance(page).innerText());
  expect(start).toBeGreaterThan(4_000_000);
  await openCentre(page, 'Deposit & withdraw');
  await page.getByLabel('Amount').first().fill('20000');
  await page.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await expect(page.getByText('₫20,000', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page.getByTestId('deposit-status')).toHaveText('Deposit received: ₫20,000.');
  await expect(balance(page)).toHaveText(new RegExp(`₫${(start + 20_000).toLocaleString('en-US')}$`));
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Deposit' }).first()).toContainText('+₫20,000');
});

test('member01 requests a withdrawal and admin01 approves it', async ({ browser, page, request }) => {
  await logIn(page, request, 'member01', 'Demo#2026', MEMBER_PHONE);
  await openCentre(page, 'Deposit & withdraw');
  await page.getByLabel('Account holder').fill('Nguyen Van A');
  await page.getByLabel('Bank').selectOption('VCB');
  await page.getByLabel('Account number').fill('0123456789012');
  await page.getByRole('button', { name: 'Save account' }).click();
  await expect(page.getByTestId('withdraw-account')).toContainText('*******9012');

  const before = await balance(page).innerText();
  await page.getByRole('button', { name: 'Request withdrawal' }).scrollIntoViewIfNeeded();
  await page.locator('input[name="withdrawAmount"]').fill('10000');
  await page.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(page.getByText('Under review')).toBeVisible();
  await expect(balance(page)).not.toHaveText(before);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, request, 'admin01');
  await admin.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  const row = admin.getByRole('listitem').filter({ hasText: 'member01' }).filter({ hasText: '₫10,000' }).first();
  await row.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(/Withdrawal \d+ paid out\./)).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(page.getByText('Paid out')).toBeVisible();
});

test('a deposit limit refuses a larger deposit, and self-exclusion refuses every deposit', async ({ page }) => {
  await registerFresh(page, 'rg');
  await openCentre(page, 'Play safely');
  await page.getByLabel('Limit amount').fill('50000');
  await page.getByRole('button', { name: 'Save limit' }).click();
  await expect(page.getByTestId('limits')).toContainText('Used ₫0 of ₫50,000');

  await page.getByRole('tab', { name: 'Deposit & withdraw' }).click();
  await page.getByLabel('Amount').first().fill('60000');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'daily deposit limit' })).toHaveText(
    'This would go over your daily deposit limit. You can use ₫50,000 more in this period.',
  );

  await page.getByRole('tab', { name: 'Play safely' }).click();
  await page.getByLabel('I understand this cannot be undone early.').check();
  await page.getByRole('button', { name: 'Self-exclude' }).click();
  await expect(page.getByText(/^Self-excluded until /)).toBeVisible();

  await page.getByRole('tab', { name: 'Deposit & withdraw' }).click();
  await page.getByLabel('Amount').first().fill('1000');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'self-excluded' })).toContainText(
    'You are self-excluded until',
  );
});
