import { expect, test, type APIRequestContext } from '@playwright/test';
import { logIn } from './support';

/** Ends every site window still open, by the admin API, so no other spec of the run meets the notice. */
async function endSiteMaintenance(request: APIRequestContext) {
  const login = await request.post('/api/user/auth/account-login/v2', {
    data: { userName: 'admin01', password: 'Demo#2026' },
    headers: { language: 'en' },
  });
  const token = (await login.json()).data.accessToken as string;
  const headers = { authorization: token, language: 'en' };
  const list = await (await request.get('/api/admin/maintenance/list?pageSize=50', { headers })).json();
  for (const w of list.data.list as { id: number; scope: string; endedAt: number | null; endTime: number }[])
    if (w.scope === 'site' && w.endedAt === null && w.endTime > Date.now())
      await request.post('/api/admin/maintenance/end', { data: { id: w.id }, headers });
}

test('admin01 switches site maintenance on: a member sees the notice with its window, then the site again once it is ended', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await logIn(page, request, 'member01');
  const adminContext = await browser.newContext();
  try {
    const admin = await adminContext.newPage();
    await logIn(admin, request, 'admin01');
    await admin.getByRole('banner').getByRole('link', { name: 'Admin', exact: true }).click();
    await admin.getByRole('tab', { name: 'Maintenance' }).click();
    const form = admin.getByRole('form', { name: 'Maintenance window' });
    await form.getByLabel('Where').selectOption('site');
    for (const [lang, title] of [
      ['en', 'Planned upgrade'],
      ['zh-cn', '计划升级'],
      ['vi', 'Nâng cấp theo kế hoạch'],
      ['th', 'อัปเกรดตามแผน'],
    ] as const) {
      await form.getByLabel(`Title (${lang})`).fill(title);
      await form.getByLabel(`Content (${lang})`).fill(`${title}: back soon`);
    }
    await form.getByRole('button', { name: 'Save window' }).click();
    await expect(form.getByRole('status')).toHaveText('Saved: Planned upgrade.');
    const row = admin.getByTestId('maintenance-window').filter({ hasText: 'Planned upgrade' }).first();
    await expect(row.getByTestId('maintenance-state')).toHaveText('On now');
    const [from, to] = (await row.getByTestId('maintenance-times').innerText()).split(' – ');

    // The member's open page hears of it (the `site` topic) and shows the notice instead of the site.
    const notice = page.getByTestId('site-maintenance');
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('heading', { name: 'Planned upgrade' })).toBeVisible();
    await expect(notice).toContainText('Planned upgrade: back soon');
    await expect(page.getByTestId('site-maintenance-window')).toContainText(`From ${from} to ${to} (GMT+7)`);
    await expect(page.getByRole('banner')).toHaveCount(0);
    // The admin still has the site, to switch it off.
    await expect(admin.getByRole('banner')).toBeVisible();

    await row.getByRole('button', { name: 'End now' }).click();
    await expect(row.getByTestId('maintenance-state')).toHaveText('Ended');
    await expect(notice).toBeHidden();
    await expect(page.getByRole('banner').getByText('member01')).toBeVisible();
  } finally {
    await adminContext.close();
    await endSiteMaintenance(request);
  }
});
