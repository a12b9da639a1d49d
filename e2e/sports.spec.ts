import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from './support';

const MEMBER_PHONE = '+84900000001';

/** Hong Kong text of a European price by the core rule: minus 1, two decimals, one trailing zero trimmed. */
const hongKong = (eu: string) => {
  const text = ((Math.round(Number(eu) * 100) - 100) / 100).toFixed(2);
  return text.endsWith('0') ? text.slice(0, -1) : text;
};

const listTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Match lists' }).getByRole('tab', { name: new RegExp(`^${name}`) });
const sportTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Sports' }).getByRole('tab', { name: new RegExp(`^${name}`) });
const rows = (page: Page) => page.getByRole('list', { name: 'Matches' }).getByRole('article');

test('a member browses live matches, switches sport, list and odds format, and follows a match', async ({
  page,
  request,
}) => {
  await logIn(page, request, 'member01', 'Demo#2026', MEMBER_PHONE);
  const pushSocket = page.waitForEvent('websocket', (ws) => ws.url().endsWith('/sports-api/push'));
  await page.goto('/sports');

  await listTab(page, 'Live').click();
  await expect(listTab(page, 'Live')).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page).first()).toBeVisible();
  await expect(rows(page).first().getByTestId('score-home')).toHaveText(/^\d+$/);
  await expect(rows(page).first().getByTestId('score-away')).toHaveText(/^\d+$/);
  // Live matches on screen: the sports push keeps the list current (the poll is only its fallback).
  await pushSocket;
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  await sportTab(page, 'Basketball').click();
  await expect(sportTab(page, 'Basketball')).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page).first().getByTestId('score-home')).toHaveText(/^\d+$/);

  await listTab(page, 'Early').click();
  await sportTab(page, 'Soccer').click();
  await expect(listTab(page, 'Early')).toHaveAttribute('aria-selected', 'true');
  await expect(sportTab(page, 'Soccer')).toHaveAttribute('aria-selected', 'true');
  const first = rows(page).first();
  await expect(first.getByRole('time')).toBeVisible();

  const price = first.getByRole('group', { name: '1X2' }).locator('[data-odds]').first();
  const european = (await price.getAttribute('data-odds')) ?? '';
  expect(european).toMatch(/^\d+\.\d\d$/);
  await page.getByRole('radio', { name: 'Hong Kong' }).click();
  await expect(price).toHaveAttribute('data-odds', hongKong(european));

  const name = (await first.getAttribute('aria-label')) ?? '';
  await first.getByRole('button', { name: `Follow ${name}` }).click();
  await expect(first.getByRole('button', { name: `Unfollow ${name}` })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(page.getByRole('radio', { name: 'Hong Kong' })).toHaveAttribute('aria-checked', 'true');
  await listTab(page, 'My follow').click();
  await expect(sportTab(page, 'Soccer')).toHaveAttribute('aria-selected', 'true');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('aria-label', name);
});
