import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { publish } from './publish-stream';
import { logIn } from './support';

/** The live room and the anchor centre on a phone (issue 18 #1, #9): 390 × 844, touch, in zh-cn, vi and th. */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const MEMBER_PHONE = '+84900000001';

type Pack = { [key: string]: string | Pack };
/** The web's live pack in a language: `words('chat.title')`, so the test finds controls by the words a user reads. */
function livePack(lang: string, namespace = 'live'): (path: string) => string {
  const pack = JSON.parse(
    readFileSync(new URL(`../apps/web/src/locales/${lang}/${namespace}.json`, import.meta.url), 'utf8'),
  ) as Pack;
  return (path) => {
    const found = path
      .split('.')
      .reduce<string | Pack | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), pack);
    if (typeof found !== 'string') throw new Error(`no text ${path} in ${lang}`);
    return found;
  };
}
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{(\w+)}}/g, (_, key: string) => values[key] ?? '');
/** The words of a translated text before its first placeholder: "Send for {{total}}" → "Send for". */
const prefix = (text: string) => text.split('{{')[0]!.trim();

/** What Rose, the cheapest gift, is called in each language (the server's demo catalogue). */
const ROSE: Record<string, string> = { 'zh-cn': '玫瑰', vi: 'Hoa hồng', th: 'กุหลาบ', en: 'Rose' };

let publisher: ChildProcess | undefined;
let streamId = 0;

async function axeViolations(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** The element lies wholly on the first screen, without scrolling. */
async function expectOnFirstScreen(target: Locator) {
  const box = await target.boundingBox();
  expect(box).not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.y).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width + 0.5);
  expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height + 0.5);
}

/** Logs in the shared way, which reads the name in a wide header, then turns the page back into a phone. */
async function logInOnPhone(page: Page, request: APIRequestContext, userName: string, phone?: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await logIn(page, request, userName, 'Demo#2026', phone);
  await page.setViewportSize(PHONE);
}

test.afterAll(() => {
  publisher?.kill('SIGKILL');
});

test('an anchor on a phone links the stream to a match from the picker and goes live', async ({ page, request }) => {
  await logInOnPhone(page, request, 'anchor01');
  await page.goto('/personalAnchor');
  const form = page.getByRole('form', { name: 'Go live' });
  await form.getByRole('button', { name: 'Choose a match' }).click();
  const matches = form.getByRole('list', { name: 'Matches to choose from' });
  await expect(matches.getByRole('button').first()).toBeVisible({ timeout: 15_000 });
  // Narrowed by sport: every match listed is of the sport chosen.
  await form.getByRole('radiogroup', { name: 'Sport' }).getByRole('radio', { name: 'Soccer' }).click();
  const first = matches.getByRole('button').first();
  const label = (await first.locator('span').first().innerText()).trim();
  await expect(matches.getByRole('button').filter({ hasNotText: 'Soccer' })).toHaveCount(0);
  // Found by a team's name, and picked: it names the stream and sets the cover.
  await form.getByRole('searchbox', { name: 'Search matches' }).fill(label.split(' – ')[0]!);
  await matches.getByRole('button', { name: label }).first().click();
  await expect(form.getByTestId('linked-match')).toContainText(label);
  await expect(form.getByLabel('Stream title')).toHaveValue(label.slice(0, 60));
  await expect(form.getByLabel('Cover tag')).toHaveValue('1');
  expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
  expect(await axeViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Create stream' }).click();
  const panel = page.getByRole('region', { name: label.slice(0, 60) }).first();
  await panel.getByRole('button', { name: 'Show Publish URL' }).click();
  publisher = publish((await panel.getByTestId('ingest-publish-url').innerText()).trim());
  await expect(panel.getByText('Live', { exact: true })).toBeVisible({ timeout: 20_000 });
  streamId = Number(await panel.getAttribute('data-stream-id'));
  expect(streamId).toBeGreaterThan(0);

  // The stream is linked: the app's API answers it with the match picked.
  const info = await (await page.request.get(`/api/live/stream/getInfo/${streamId}`)).json();
  expect(info.data.sportId).toBe(1);
  expect(info.data.matchId).toBeGreaterThan(0);
});

for (const lang of ['zh-cn', 'vi', 'th'] as const) {
  test(`a member on a phone watches the room in ${lang}: video on top, chat on the first screen, gifts from a sheet`, async ({
    page,
    request,
  }) => {
    expect(streamId).toBeGreaterThan(0);
    const words = livePack(lang);
    await logInOnPhone(page, request, 'member01', MEMBER_PHONE);
    await page.goto(`/anchorPlay?id=${streamId}&lang=${lang}`);
    const room = page.locator('[data-room-layout="phone"]');
    await expect(room).toBeVisible();

    // The video plays, at the top and the full width of the screen.
    const player = room.locator('[data-player-state]');
    await expect(player).toHaveAttribute('data-player-state', 'playing', { timeout: 20_000 });
    const t0 = await page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);
    await expect
      .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(t0 + 1);
    const video = (await player.boundingBox())!;
    expect(video.width).toBeCloseTo(PHONE.width, 0);
    expect(video.height).toBeCloseTo((PHONE.width * 9) / 16, 0);

    // Chat on the first screen: its lines and the input, with nothing to pan sideways.
    const chat = page.getByRole('region', { name: words('chat.title') });
    const lines = chat.getByRole('list', { name: words('chat.lines') });
    const input = chat.getByRole('textbox', { name: words('chat.input') });
    await expect(input).toBeEnabled();
    await expectOnFirstScreen(lines);
    await expectOnFirstScreen(input);
    expect((await lines.boundingBox())!.height).toBeGreaterThan(150);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    const run = Date.now().toString(36).slice(-5);
    await input.fill(`phone ${lang} ${run}`);
    await input.press('Enter');
    await expect(lines.getByText(`phone ${lang} ${run}`)).toBeVisible();

    // The anchor's picks are one tap away, in a sheet.
    await room.getByRole('button', { name: words('bets.title') }).click();
    const picks = page.getByRole('dialog', { name: words('bets.title') });
    await expect(picks.getByText(words('bets.empty'))).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await picks.getByRole('button').first().click();
    await expect(picks).toBeHidden();

    // Gifts open in a sheet that fits the screen; a Rose is sent and plays over the video for everyone.
    await room.getByRole('button', { name: words('gifts.title') }).click();
    const gifts = page.getByRole('dialog', { name: words('gifts.title') });
    const rose = gifts.getByRole('radio', { name: new RegExp(ROSE[lang]!) });
    await expect(rose).toBeVisible();
    await expectOnFirstScreen(gifts);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await rose.click();
    const send = gifts.getByRole('button', { name: new RegExp(`^${prefix(words('gifts.sendTotal'))}`) });
    await expectOnFirstScreen(send);
    expect(await axeViolations(page)).toEqual([]);
    await send.click();
    await expect(send).toBeEnabled();
    await expect(gifts.getByRole('alert')).toHaveCount(0);
    const sent = fill(words('gifts.sent'), { from: 'Member 01', name: ROSE[lang]!, times: '1' });
    await expect(room.getByText(sent)).toBeVisible({ timeout: 10_000 });
    // The room's count stays a count after a gift (it once read "NaN watching").
    await expect(room.getByTestId('viewer-count')).toHaveAttribute('data-viewers', /^[1-9]\d*$/, { timeout: 10_000 });
    await expect(room.getByTestId('viewer-count')).not.toContainText('NaN');
    await page.keyboard.press('Escape');
    await expect(gifts).toBeHidden();

    // The way back is in the room.
    await room.getByRole('link', { name: words('room.back') }).click();
    await expect(page).toHaveURL(/\/anchorPlay$/);

    // The list: drawn covers naming the match, and a sport filter.
    const list = page.getByRole('list', { name: words('list.label') });
    const soccer = livePack(lang, 'sports')('sportNames.1');
    const ours = list.locator(`[data-stream-id="${streamId}"]`);
    await expect(ours.getByTestId('stream-cover')).toContainText(soccer);
    await page
      .getByRole('radiogroup', { name: words('list.sportFilter') })
      .getByRole('radio', { name: soccer, exact: true })
      .click();
    await expect(ours).toBeVisible();
    await expect(list.getByTestId('stream-cover').filter({ hasNotText: soccer })).toHaveCount(0);
    await expect(list.getByText('NaN')).toHaveCount(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    expect(await axeViolations(page)).toEqual([]);
  });
}
