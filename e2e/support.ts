import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The last code the outbox gateway delivered to a phone, as a tester reads it on /dev/sms-outbox. */
export async function codeSentTo(request: APIRequestContext, e164: string): Promise<string> {
  let code: string | undefined;
  await expect(async () => {
    const res = await request.get('/dev/sms-outbox?format=json');
    const messages = (await res.json()).messages as { to: string; text: string }[];
    code = messages.find((m) => m.to === e164)?.text.match(/\b(\d{6})\b/)?.[1];
    expect(code).toBeDefined();
  }).toPass({ timeout: 5_000 });
  return code!;
}

export async function openAuthDialog(page: Page, tab: 'Account' | 'Phone' | 'Register') {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: tab }).click();
  return dialog;
}

/** The logged-in user in the header: their name, or on a phone (< 640 px) the account menu named after them. */
export const headerUser = (page: Page, userName: string) => {
  const banner = page.getByRole('banner');
  return banner
    .getByText(userName)
    .or(banner.getByRole('button', { name: userName }))
    .filter({ visible: true })
    .first();
};

/** Each user's device once trusted in this run: later logins reuse it, as the member's own browser would. */
const trustedDevices = new Map<string, string>();
const DEVICE_KEY = 'md.deviceId';

/**
 * Logs in by password in English; passes the new-device SMS check when one is asked. Only a user's
 * first login of the run asks: codes are limited to 5 per phone an hour, as in production.
 */
export async function logIn(
  page: Page,
  request: APIRequestContext,
  userName: string,
  password = 'Demo#2026',
  phone?: string,
) {
  const known = trustedDevices.get(userName);
  if (known) await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [DEVICE_KEY, known] as const);
  await page.goto('/?lang=en');
  const dialog = await openAuthDialog(page, 'Account');
  await dialog.getByLabel('User name').fill(userName);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  const verify = page.getByRole('dialog', { name: 'Verify it is you' });
  const header = headerUser(page, userName);
  await expect(verify.or(header)).toBeVisible();
  if (phone && (await verify.isVisible())) {
    await verify.getByLabel('Verification code').fill(await codeSentTo(request, phone));
    await verify.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(header).toBeVisible();
  const device = await page.evaluate((key) => localStorage.getItem(key), DEVICE_KEY);
  if (device) trustedDevices.set(userName, device);
}

/** Registers a fresh account by user name and stays logged in. */
export async function registerFresh(page: Page, prefix: string): Promise<string> {
  const userName = `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`.slice(0, 16);
  await page.goto('/?lang=en');
  const dialog = await openAuthDialog(page, 'Register');
  await dialog.getByLabel('User name').fill(userName);
  await dialog.getByLabel('Password', { exact: true }).fill('Goal2026x');
  await dialog.getByLabel('Repeat password').fill('Goal2026x');
  await dialog.getByLabel(/18 or older/).check();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  await expect(headerUser(page, userName)).toBeVisible();
  return userName;
}
