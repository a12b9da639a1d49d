import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './support';

const MEMBER_PHONE = '+84900000001';

interface FeedOption {
  ty: number;
  od: number;
}
interface FeedMatch {
  id: number;
  sid: number;
  ms: number;
  lg: { na: string };
  ts: Array<{ na: string }>;
  mg: Array<{ mty: number; pe: number; mks: Array<{ ss: number; op: FeedOption[] }> }>;
}

/** Hong Kong text of a European price by the core rule: minus 1, two decimals, one trailing zero trimmed. */
const hongKong = (eu: number) => {
  const text = ((Math.round(eu * 100) - 100) / 100).toFixed(2);
  return text.endsWith('0') ? text.slice(0, -1) : text;
};

/** Reads the feed the way the web does, with a platform token from the app server. */
async function feed(request: APIRequestContext) {
  const grant = (await (await request.post('/api/game/bet/cSports/token', { data: {} })).json()).data as {
    apiServerAddress: string;
    token: string;
  };
  return async <T>(path: string, body: object): Promise<T> => {
    const res = await request.post(`${grant.apiServerAddress}${path}`, {
      headers: { Authorization: grant.token },
      data: body,
    });
    const json = (await res.json()) as { code: number; data: T };
    expect(json.code, path).toBe(0);
    return json.data;
  };
}

const listTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Match lists' }).getByRole('tab', { name: new RegExp(`^${name}`) });
const sportTab = (page: Page, name: string) =>
  page.getByRole('tablist', { name: 'Sports' }).getByRole('tab', { name: new RegExp(`^${name}`) });
const rows = (page: Page) => page.getByRole('list', { name: 'Matches' }).getByRole('article');
const prices = (page: Page) =>
  page.locator('[data-odds]').evaluateAll((els) => els.map((e) => e.getAttribute('data-odds')).join(','));

test.describe.configure({ timeout: 120_000 });

test('a member watches a live match change without a reload, opens every market and switches to Hong Kong odds', async ({
  page,
  request,
}) => {
  const call = await feed(request);
  // A live match whose clock runs, from a sport that scores often (not one standing at a break).
  const live = (
    await call<{ records: Array<FeedMatch & { mc?: { r: boolean; s: number } }> }>('/v1/match/getList', {
      type: 1,
      current: 1,
      size: 50,
      languageType: 'ENG',
    })
  ).records;
  const runningOf = (records: typeof live) => records.filter((m) => m.mc?.r && m.mc.s > 90);
  const running = runningOf(live);
  const playing = [178, 3, 15, 177, 1].flatMap((sid) => running.filter((m) => m.sid === sid))[0] ?? running[0]!;
  expect(playing).toBeDefined();

  await logIn(page, request, 'member01', 'Demo#2026', MEMBER_PHONE);
  await page.goto(`/sports?view=live&sport=${playing.sid}`);
  await expect(listTab(page, 'Live')).toHaveAttribute('aria-selected', 'true');
  const firstLive = page.locator(`article[data-match-id="${playing.id}"]`);
  await expect(firstLive.getByTestId('score-home')).toHaveText(/^\d+$/);

  // The live list moves on its own: some price or score on screen changes (clocks left aside: they tick locally).
  const scores = () => page.locator('[data-testid^="score-"]').allInnerTexts();
  const listBefore = `${await prices(page)}|${await scores()}`;
  await expect.poll(async () => `${await prices(page)}|${await scores()}`, { timeout: 45_000 }).not.toBe(listBefore);

  // The live detail: the clock ticks locally, and the score or prices change without a reload.
  // The chosen match may have ended during that wait: then another of its sport still running is opened.
  let opened = firstLive;
  if ((await firstLive.count()) === 0) {
    const now = (
      await call<{ records: typeof live }>('/v1/match/getList', { type: 1, current: 1, size: 50, languageType: 'ENG' })
    ).records;
    const next = runningOf(now).find((m) => m.sid === playing.sid)!;
    opened = page.locator(`article[data-match-id="${next.id}"]`);
  }
  await opened.getByRole('link').click();
  await expect(page).toHaveURL(/\/sports\/sportsdetail\?matchId=\d+/);
  await expect(page.getByTestId('detail-score-home')).toHaveText(/^\d+$/);
  const clock = page.getByTestId('match-clock');
  await expect(clock).toHaveCount(1);
  // Between quarters the clock stands still; while it runs it ticks on screen between polls.
  if ((await clock.getAttribute('data-running')) === 'true') {
    const clockBefore = await clock.innerText();
    await expect(clock).not.toHaveText(clockBefore, { timeout: 3_000 });
  }
  const score = async () =>
    `${await page.getByTestId('detail-score-home').innerText()}:${await page.getByTestId('detail-score-away').innerText()}`;
  const detailBefore = `${await score()}|${await prices(page)}`;
  await expect.poll(async () => `${await score()}|${await prices(page)}`, { timeout: 45_000 }).not.toBe(detailBefore);
  // No anchor streams this match: the page keeps no empty video box.
  await expect(page.getByRole('region', { name: 'Live video' })).toBeHidden();
  await expect(page.getByText('No live video for this match.')).toHaveCount(0);

  // A soccer match not started yet: the detail shows every market of the feed, more than the list carries.
  await page.goto('/sports?view=early&sport=1');
  const early = rows(page).first();
  await expect(early).toBeVisible();
  const matchId = Number(await early.getAttribute('data-match-id'));
  const listed = (
    await call<{ records: FeedMatch[] }>('/v1/match/getList', { matchIds: [matchId], languageType: 'ENG' })
  ).records[0]!;
  const detail = await call<FeedMatch>('/v1/match/getMatchDetail', { matchId, languageType: 'ENG' });
  const onSale = detail.mg.filter((g) => g.mks.some((l) => l.ss !== -1));
  await early.getByRole('link').click();
  await expect(page.getByText(detail.ts[0]!.na, { exact: true }).first()).toBeVisible();
  await expect(page.locator('[data-market]')).toHaveCount(onSale.length);
  expect(onSale.length).toBeGreaterThan(listed.mg.length);
  await expect(page.getByRole('tablist', { name: 'Market categories' }).getByRole('tab')).not.toHaveCount(1);
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

  // Hong Kong odds follow the core rule applied to the feed's European price.
  const home = detail.mg.find((g) => g.mty === 1005 && g.pe === 1001)!.mks[0]!.op.find((o) => o.ty === 1)!;
  const homePrice = page.locator('[data-market="1005_1001"] [data-odds]').first();
  await expect(homePrice).toHaveAttribute('data-odds', home.od.toFixed(2));
  await page.getByRole('radio', { name: 'Hong Kong' }).click();
  await expect(homePrice).toHaveAttribute('data-odds', hongKong(home.od));

  // Follow from the detail, reload, and find it under my follow.
  await page.getByRole('button', { name: /^Follow / }).click();
  await page.reload();
  await expect(page.getByRole('button', { name: /^Unfollow / })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: '← All matches' }).click();
  await listTab(page, 'My follow').click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toHaveAttribute('data-match-id', String(matchId));
});

test("a member searches in Chinese and Vietnamese, browses champions, picks, a league, and yesterday's results", async ({
  page,
  request,
}) => {
  const call = await feed(request);
  const zh = (
    await call<{ records: FeedMatch[] }>('/v1/match/getList', {
      type: 4,
      sportId: 1,
      current: 1,
      size: 20,
      languageType: 'CMN',
    })
  ).records[0]!;
  const viList = (
    await call<{ records: FeedMatch[] }>('/v1/match/getList', {
      type: 4,
      sportId: 1,
      current: 1,
      size: 50,
      languageType: 'VIE',
    })
  ).records;
  // A Vietnamese name that is not plain English (clubs keep their English form in vi; leagues do not).
  const vi = viList.map((m) => m.lg.na).find((name) => /[^\u0020-\u007e]/.test(name))!;
  expect(vi).toBeDefined();
  const viIds = new Set(
    (await call<FeedMatch[]>('/v1/match/queryMatchByRecommend', { recommend: vi, languageType: 'VIE' })).map((m) =>
      String(m.id),
    ),
  );
  expect(viIds.size).toBeGreaterThan(0);

  await logIn(page, request, 'member01', 'Demo#2026', MEMBER_PHONE);
  await page.goto('/sports');
  await listTab(page, 'Search').click();
  const box = page.getByRole('searchbox', { name: 'Team or league' });
  await box.fill(zh.ts[0]!.na);
  await expect(page.locator(`article[data-match-id="${zh.id}"]`)).toBeVisible();
  await box.fill(vi);
  // The list shows what the platform found for the Vietnamese league name.
  const found = page.locator('article[data-match-id]').first();
  await expect.poll(async () => viIds.has((await found.getAttribute('data-match-id')) ?? '')).toBe(true);
  const foundId = (await found.getAttribute('data-match-id'))!;
  await found.getByRole('link').first().click();
  await expect(page).toHaveURL(new RegExp(`matchId=${foundId}`));
  await page.goBack();

  await listTab(page, 'Champions').click();
  const outright = rows(page).first();
  await expect(outright.getByRole('group', { name: 'Favourites' }).locator('[data-odds]')).toHaveCount(3);
  await outright.getByRole('link', { name: /^All options/ }).click();
  await expect(page.locator('[data-market] [data-odds]').nth(3)).toBeVisible();
  await page.goBack();

  await listTab(page, 'Recommended').click();
  await expect(rows(page).first()).toBeVisible();

  await listTab(page, 'All').click();
  await sportTab(page, 'Soccer').click();
  await page.getByRole('button', { name: 'All leagues' }).click();
  const league = page.getByRole('group', { name: 'Leagues' }).getByRole('checkbox').first();
  const leagueName = (await league.locator('xpath=following-sibling::span[1]').innerText()).trim();
  await league.check();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Leagues: 1' })).toBeVisible();
  await expect(rows(page).first()).toContainText(leagueName);
  for (const text of await rows(page).allInnerTexts()) expect(text).toContain(leagueName);

  await listTab(page, 'Results').click();
  await page.getByRole('tablist', { name: 'Result dates' }).getByRole('tab', { name: 'Yesterday' }).click();
  const results = page.getByRole('list', { name: 'Results' });
  const result = results.locator('button[data-match-id]').first();
  await expect(result).toBeVisible();
  await expect(result.getByTestId('result-home')).toHaveText(/^\d+$/);
  const kickOff = Number(new Date((await result.locator('time').getAttribute('datetime'))!));
  // Days are the site's (Vietnam, UTC+7, no daylight saving), not the test machine's.
  const siteOffset = 7 * 3_600_000;
  const startOfToday = Math.floor((Date.now() + siteOffset) / 86_400_000) * 86_400_000 - siteOffset;
  expect(kickOff).toBeLessThan(startOfToday);
  expect(kickOff).toBeGreaterThanOrEqual(startOfToday - 86_400_000);
  await result.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('table', { name: 'Score' })).toBeVisible();
});
