import { expect, test } from '@playwright/test';
import { logIn, openAuthDialog, registerFresh } from './support';

test('admin01 bans a member, whose login is then refused, and lifts the ban', async ({ browser, page, request }) => {
  const userName = await registerFresh(page, 'ban');
  await page.getByRole('banner').getByRole('link', { name: /^Account of / }).click();
  await page.getByRole('tab', { name: 'Profile & security' }).click();
  await page.getByRole('button', { name: 'Avatar 7' }).click();
  await expect(page.getByRole('button', { name: 'Avatar 7' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await logIn(admin, request, 'admin01');
  await admin.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await admin.getByRole('tab', { name: 'Users' }).click();
  await admin.getByLabel('Search by user name or id').fill(userName);
  await admin.getByRole('button', { name: 'Search' }).click();
  const row = admin.getByTestId(`user-${userName}`);
  await row.getByRole('button', { name: 'Ban' }).click();
  await row.getByLabel('Reason for the ban').fill('Shared account');
  await row.getByRole('button', { name: 'Confirm ban' }).click();
  await expect(row).toContainText('Banned');

  await page.goto('/?lang=en');
  const dialog = await openAuthDialog(page, 'Account');
  await dialog.getByLabel('User name').fill(userName);
  await dialog.getByLabel('Password').fill('Goal2026x');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This account is disabled. Please contact customer service.');

  await row.getByRole('button', { name: 'Lift ban' }).click();
  await expect(row).toContainText('Active');
  await adminContext.close();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByText(userName)).toBeVisible();
});
