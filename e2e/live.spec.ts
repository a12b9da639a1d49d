import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { logIn } from './support';

const MEMBER_PHONE = '+84900000001';
const FFMPEG = fileURLToPath(new URL('../node_modules/@ffmpeg-installer/linux-x64/ffmpeg', import.meta.url));

let publisher: ChildProcess | undefined;

/** A small H.264 baseline + AAC test pattern pushed in real time, as OBS would. */
function publish(url: string): ChildProcess {
  const args = [
    '-hide_banner', '-loglevel', 'fatal', '-re',
    '-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=15',
    '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100',
    '-c:v', 'libx264', '-profile:v', 'baseline', '-preset', 'ultrafast', '-tune', 'zerolatency', '-g', '30', '-pix_fmt', 'yuv420p',
    '-c:a', 'aac', '-b:a', '64k', '-f', 'flv', url,
  ];
  return spawn(FFMPEG, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Serious or critical accessibility findings on the page as it stands. */
async function seriousAxe(page: Page): Promise<string[]> {
  const axe = await new AxeBuilder({ page }).analyze();
  return axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const videoTime = (page: Page) => page.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime);

test.describe.configure({ timeout: 120_000 });

test.afterAll(() => {
  publisher?.kill('SIGKILL');
});

test('an anchor goes live from the anchor centre, a member watches it play, and ending the stream ends the room', async ({ browser, page, request }) => {
  const title = `E2E derby ${Date.now().toString(36)}`;

  // The anchor creates a stream and reads where to publish.
  await logIn(page, request, 'anchor01');
  await page.goto('/personalAnchor');
  const form = page.getByRole('form', { name: 'Go live' });
  await form.getByRole('button', { name: 'Create stream' }).click();
  await expect(form.getByText('Title: 1–60 characters.')).toBeVisible();
  await form.getByLabel('Stream title').fill(title);
  await form.getByLabel('Cover tag').selectOption({ label: 'Football' });
  await form.getByRole('button', { name: 'Create stream' }).click();
  const panel = page.getByRole('region', { name: title });
  await expect(panel.getByText('Not live yet')).toBeVisible();
  const publishUrl = panel.getByTestId('ingest-publish-url');
  await expect(publishUrl).not.toContainText('rtmp://');
  await panel.getByRole('button', { name: 'Show Publish URL' }).click();
  const url = (await publishUrl.innerText()).trim();
  expect(url).toMatch(/^rtmp:\/\/[^/]+:\d+\/live\/[a-z0-9]+\?key=/);

  expect(await seriousAxe(page)).toEqual([]);

  publisher = publish(url);
  // The anchor's panel follows the room: live once the key is accepted.
  await expect(panel.getByText('Live', { exact: true })).toBeVisible({ timeout: 20_000 });

  // A member finds the stream in the live list and opens the room.
  const member = await browser.newContext();
  const watcher = await member.newPage();
  await logIn(watcher, request, 'member01', 'Demo#2026', MEMBER_PHONE);
  await watcher.goto('/anchorPlay');
  await watcher.getByRole('searchbox', { name: 'Search live streams' }).fill(title.slice(0, 12).toUpperCase());
  const card = watcher.getByRole('list', { name: 'Live streams' }).getByRole('link', { name: new RegExp(title) });
  await expect(card).toBeVisible();
  expect(await seriousAxe(watcher)).toEqual([]);
  await card.click();
  await expect(watcher.getByRole('heading', { name: title })).toBeVisible();

  // The video plays: no error state and the playhead advances.
  const player = watcher.locator('[data-player-state]');
  await expect(player).toHaveAttribute('data-player-state', 'playing', { timeout: 20_000 });
  const t0 = await videoTime(watcher);
  await watcher.waitForTimeout(3_000);
  expect(await videoTime(watcher)).toBeGreaterThan(t0 + 1.5);
  await expect(player).not.toHaveAttribute('data-player-state', 'error');
  const video = await watcher.locator('video').evaluate((v: HTMLVideoElement) => ({ error: v.error, engine: v.dataset.engine, behind: v.buffered.length ? v.buffered.end(v.buffered.length - 1) - v.currentTime : 0 }));
  expect(video.error).toBeNull();
  // HTTP-FLV through mpegts.js, with the delay held under the latency bound (3 s, lib/latency.ts).
  expect(video.engine).toBe('mpegts');
  expect(video.behind).toBeLessThan(3.5);
  // A pause (like a background tab or a network stall) leaves buffer behind; on resume the player catches up.
  const behind = () => watcher.locator('video').evaluate((v: HTMLVideoElement) => (v.buffered.length ? v.buffered.end(v.buffered.length - 1) - v.currentTime : 0));
  await watcher.locator('video').evaluate((v: HTMLVideoElement) => v.pause());
  await watcher.waitForTimeout(5_000);
  expect(await behind()).toBeGreaterThan(3.5);
  await watcher.locator('video').evaluate((v: HTMLVideoElement) => v.play());
  await expect.poll(behind, { timeout: 5_000 }).toBeLessThan(3.5);
  await expect(player).toHaveAttribute('data-player-state', 'playing');

  // Both sides count the viewer from the room's pushes.
  await expect(panel.getByTestId('viewer-count')).not.toHaveAttribute('data-viewers', '0', { timeout: 10_000 });
  await expect(watcher.getByTestId('viewer-count')).not.toHaveAttribute('data-viewers', '0', { timeout: 10_000 });

  // A member sends a gift: everyone in the room, the anchor too, sees it play.
  const anchorRoom = await page.context().newPage();
  await anchorRoom.goto(new URL(watcher.url()).pathname + new URL(watcher.url()).search);
  await expect(anchorRoom.locator('[data-player-state]')).toHaveAttribute('data-player-state', 'playing', { timeout: 20_000 });
  const gifts = watcher.getByRole('region', { name: 'Gifts' });
  await gifts.getByRole('radio', { name: /Rose/ }).click();
  await gifts.getByRole('button', { name: /^Send for / }).click();
  await expect(gifts.getByRole('button', { name: /^Send for / })).toBeEnabled();
  await expect(gifts.getByRole('alert')).toHaveCount(0);
  for (const p of [watcher, anchorRoom]) await expect(p.getByText('Member 01 sent Rose ×1')).toBeVisible({ timeout: 10_000 });
  await anchorRoom.close();

  // Where HTTP-FLV cannot be reached, the room falls back to HLS through hls.js (muted: no gesture on a direct visit).
  const fallback = await member.newPage();
  await fallback.route('**/live/*.flv', (route) => route.abort());
  await fallback.goto(new URL(watcher.url()).pathname + new URL(watcher.url()).search);
  await expect(fallback.locator('[data-player-state]')).toHaveAttribute('data-player-state', 'playing', { timeout: 30_000 });
  expect(await fallback.locator('video').evaluate((v: HTMLVideoElement) => v.dataset.engine)).toBe('hls');
  const h0 = await videoTime(fallback);
  await expect.poll(() => videoTime(fallback), { timeout: 10_000 }).toBeGreaterThan(h0 + 1.5);

  // The anchor ends the stream: the member's room shows it has ended.
  page.once('dialog', (d) => void d.accept());
  await panel.getByRole('button', { name: 'End stream' }).click();
  await expect(player).toHaveAttribute('data-player-state', 'ended', { timeout: 15_000 });
  await expect(watcher.getByText('This live stream has ended.')).toBeVisible();
  await expect(fallback.locator('[data-player-state]')).toHaveAttribute('data-player-state', 'ended', { timeout: 15_000 });
  await expect(panel.getByText('Ended', { exact: true })).toBeVisible();
  expect(await seriousAxe(watcher)).toEqual([]);

  // The anchor centre is for anchors only.
  await watcher.goto('/personalAnchor');
  await expect(watcher).toHaveURL(/\/$/);
  await member.close();
});

test('a member and the anchor chat in a room both ways, with a sensitive word masked', async ({ browser, page, request }) => {
  const list = await (await request.post('/api/live/stream/list', { data: { pageNum: 1, pageSize: 999 } })).json();
  const room = (list.data.list as { id: number; title: string }[]).find((s) => s.title === 'Matchday warm-up: football talk')!;
  expect(room).toBeDefined();

  await logIn(page, request, 'anchor01');
  await page.goto(`/anchorPlay?id=${room.id}`);
  const member = await browser.newContext();
  const viewer = await member.newPage();
  await logIn(viewer, request, 'member01', 'Demo#2026', MEMBER_PHONE);
  await viewer.goto(`/anchorPlay?id=${room.id}`);

  const chatOf = (p: Page) => p.getByRole('region', { name: 'Chat' });
  const say = async (p: Page, text: string) => {
    const input = chatOf(p).getByRole('textbox', { name: 'Message' });
    await expect(input).toBeEnabled();
    await input.fill(text);
    await input.press('Enter');
    await expect(input).toHaveValue('');
  };
  const linesOf = (p: Page) => chatOf(p).getByRole('list', { name: 'Chat messages' });

  await say(viewer, 'Hello from the stands');
  await expect(linesOf(page).getByText('Hello from the stands')).toBeVisible();
  await say(page, 'Welcome! That referee is shit');
  await expect(linesOf(viewer).getByText('Welcome! That referee is ****')).toBeVisible();
  await expect(linesOf(page).getByText('Welcome! That referee is ****')).toBeVisible();
  await expect(linesOf(viewer).getByText('Hello from the stands')).toBeVisible();

  // Two lines within a second: the second waits, and the panel says so.
  const input = chatOf(viewer).getByRole('textbox', { name: 'Message' });
  for (const text of ['one more', 'and another']) {
    await input.fill(text);
    await input.press('Enter');
  }
  await expect(chatOf(viewer).getByText(/You are sending too fast/)).toBeVisible();
  expect(await seriousAxe(viewer)).toEqual([]);
  await member.close();
});
