import { expect, test } from '@playwright/test';
import { logIn, openAuthDialog, registerFresh } from './support';

test('admin01 bans a member, whose login is then refused, and lifts the ban', async ({ browser, page, request }) => {
  const userName = await registerFresh(page, 'ban');
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Account of / })
    .click();
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

test('admin01 corrects a finished match’s score in the Results tab and sees the new version listed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await logIn(page, request, 'admin01');
  await page.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
  await page.getByRole('tab', { name: 'Results' }).click();
  const list = page.getByRole('list', { name: 'Recorded results' });
  const finished = list.getByRole('listitem').filter({ hasText: 'Finished' }).first();
  // The platform records the last days' results as it starts; Filter reads the list afresh until they are in.
  await expect(async () => {
    await page.getByRole('button', { name: 'Filter' }).click();
    await expect(finished).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  const matchId = (await finished.getAttribute('data-match-id'))!;

  await finished.getByRole('button').click();
  const editor = page.getByRole('dialog', { name: /^Result of / });
  const homeTotal = editor.getByRole('spinbutton', { name: /^Score, Match, / }).first();
  await homeTotal.fill(String(Number(await homeTotal.inputValue()) + 1));
  await editor.getByLabel('Correction note (why)').fill('Late goal confirmed by the match report');
  await editor.getByRole('button', { name: 'Save correction' }).click();
  const confirm = page.getByRole('dialog', { name: 'Save this correction?' });
  await expect(confirm).toContainText('will be re-settled');
  await confirm.getByRole('button', { name: 'Confirm correction' }).click();
  await expect(page.getByText(/: version 2 saved\. Its bets are being re-settled\./)).toBeVisible();

  await page.getByLabel('Match id').fill(matchId);
  await page.getByRole('button', { name: 'Filter' }).click();
  const row = list.locator(`[data-match-id="${matchId}"]`);
  await expect(row).toContainText('Corrected v2');
  await expect(row).toContainText('Late goal confirmed by the match report');
  await expect(list.getByRole('listitem')).toHaveCount(1);
});
