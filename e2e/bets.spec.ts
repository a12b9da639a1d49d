import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { logIn } from './support';

/**
 * Betting as member01 on the sped-up server (SIM_SPEED 10: e-soccer kicks off every minute and
 * lasts about 80 s): a pre-match single, a double, live singles through their delay, a cash-out
 * at the shown price, a reserve bet that fires, and a finished match that settles and pays.
 */
test.describe.configure({ timeout: 330_000 });

const E_SOCCER = 177;
const MEMBER_PHONE = '+84900000001';
const ONE_X_TWO = 177003;

interface Line {
  id: number;
  ss: number;
  op: { ty: number; od: number }[];
}
interface Match {
  id: number;
  sid: number;
  bt: number;
  ms: number;
  mc?: { s: number; r: boolean };
  mg: { mty: number; pe: number; mks: Line[] }[];
}

/** Reads the feed as a guest, as the tests' own eyes (the member uses the page). */
async function feedReader(request: APIRequestContext) {
  const grant = (await (await request.post('/api/game/bet/cSports/token', { data: {} })).json()).data as {
    apiServerAddress: string;
    token: string;
  };
  return async (type: number): Promise<Match[]> => {
    const res = await request.post(`${grant.apiServerAddress}/v1/match/getList`, {
      headers: { Authorization: grant.token },
      data: { type, sportId: E_SOCCER, size: 50, languageType: 'ENG' },
    });
    return ((await res.json()) as { data: { records: Match[] } }).data.records;
  };
}

const oneXTwo = (m: Match) =>
  m.mg.find((g) => g.mty === ONE_X_TWO)?.mks.find((l) => l.ss === 1 && l.op.every((o) => o.od > 1));
const row = (page: Page, id: number) => page.locator(`article[data-match-id="${id}"]`);
const slip = (page: Page) => page.getByRole('complementary', { name: 'Bet slip' });
const money = (text: string) => Number(text.replace(/[^\d.]/g, ''));

async function balanceOf(page: Page): Promise<number> {
  const text = await slip(page)
    .getByText(/^Balance /)
    .textContent();
  return money(text ?? '');
}

/** Clicks a match's home 1X2 price on the list. */
async function pickOneXTwo(page: Page, matchId: number, count: 1) {
  const buttons = row(page, matchId).getByRole('group', { name: '1X2' }).getByRole('button');
  for (let i = 0; i < count; i++) {
    await buttons.nth(i).click();
    await expect(buttons.nth(i)).toHaveAttribute('aria-pressed', 'true');
  }
}

async function openSlip(page: Page) {
  if (await slip(page).isVisible()) return;
  await page.getByRole('button', { name: /^Open bet slip/ }).click();
  await expect(slip(page)).toBeVisible();
}

async function placeSingles(page: Page, stake: string) {
  await openSlip(page);
  await slip(page).getByRole('tab', { name: 'Singles' }).click();
  const panel = slip(page).getByRole('tabpanel', { name: 'Singles' });
  const all = panel.getByLabel('Same stake for all');
  if (await all.isVisible()) await all.fill(stake);
  else await panel.getByLabel(/^Stake on /).fill(stake);
  // Back only once the platform has answered: its orders exist (and wait their in-play delay) from then on.
  const answered = page.waitForResponse(
    (r) => r.url().endsWith('/v1/order/bet/singlePass') && r.request().method() === 'POST',
  );
  await panel.getByRole('button', { name: /^Place bets/ }).click();
  await answered;
}

/** The member's own platform access, as the page keeps it: to check orders the way the platform sees them. */
async function memberPlatform(page: Page, request: APIRequestContext) {
  const stored = await page.evaluate(() => localStorage.getItem('md.sportsConfig'));
  // Stored as the web's storage envelope `{v, d}` (apps/web/src/shared/storage).
  const config = (JSON.parse(stored ?? 'null') as { d: { baseUrl: string; token: string } }).d;
  return async <T>(path: string, body: object): Promise<T> => {
    const res = await request.post(`${config.baseUrl}${path}`, {
      headers: { Authorization: config.token },
      data: { ...body, languageType: 'ENG' },
    });
    return ((await res.json()) as { data: T }).data;
  };
}

interface Order {
  id: string;
  st: number;
  sa?: number;
  cots: number;
  crl: { cops: number; st: number }[];
  ops: { mid: number; ty: number; sr: number; od: number }[];
}
type Platform = Awaited<ReturnType<typeof memberPlatform>>;

const CASH_OUT_ACCEPTED = 4;
/** Order status: waiting its in-play delay. */
const CONFIRMING = 1;
const DAY = 24 * 3600_000;

/** Each settled order of the member, and what its settlement paid into the wallet: its return less the cash-outs paid before. */
async function settlementCredits(platform: Platform): Promise<Map<string, number>> {
  const { records } = await platform<{ records: Order[] }>('/v1/order/new/bet/list', {
    isSettled: true,
    startTime: Date.now() - DAY,
    endTime: Date.now() + DAY,
    size: 100,
  });
  return new Map(
    records.map((o) => [
      o.id,
      Math.round(
        ((o.sa ?? 0) - o.crl.filter((c) => c.st === CASH_OUT_ACCEPTED).reduce((sum, c) => sum + c.cops, 0)) * 100,
      ) / 100,
    ]),
  );
}

interface Baseline {
  balance: number;
  credits: Map<string, number>;
}

/**
 * A balance to measure this test's own money from. A retry's member still has the first attempt's bets, which
 * may settle at any time: the baseline is taken while the balance and the settled orders hold still for 2 s,
 * and later changes leave out what the orders settled since then paid.
 */
async function baseline(page: Page, platform: Platform): Promise<Baseline> {
  let last: Baseline | undefined;
  let held: Baseline | undefined;
  await expect
    .poll(
      async () => {
        const now = { balance: await balanceOf(page), credits: await settlementCredits(platform) };
        const still = last !== undefined && last.balance === now.balance && last.credits.size === now.credits.size;
        last = now;
        held = still ? now : undefined;
        return still;
      },
      { timeout: 60_000, intervals: [2_000] },
    )
    .toBe(true);
  return held!;
}

/** The balance's change since the baseline, less what orders settled since (other than `own`) paid. */
async function ownChange(page: Page, platform: Platform, base: Baseline, own: readonly string[] = []): Promise<number> {
  const balance = await balanceOf(page);
  let others = 0;
  for (const [id, credit] of await settlementCredits(platform))
    if (!base.credits.has(id) && !own.includes(id)) others += credit;
  return Math.round((balance - base.balance - others) * 100) / 100;
}

test('member01 bets before and during play, cashes out, and is paid when the match ends', async ({ page, request }) => {
  const read = await feedReader(request);
  await logIn(page, request, 'member01', 'Demo#2026', MEMBER_PHONE);
  const receipts = slip(page).getByRole('region', { name: 'Placed bets' });

  // Pre-match: a single on the next e-soccer match, then a double with the one after.
  // Kicking off a few minutes from now (one a minute at this speed), so they stay pre-match throughout.
  const upcoming = (await read(3))
    .filter((m) => m.ms === 4 && m.bt > Date.now() + 4 * 60_000 && oneXTwo(m))
    .sort((a, b) => a.bt - b.bt);
  expect(upcoming.length).toBeGreaterThanOrEqual(2);
  const [first, second] = upcoming as [Match, Match];
  await page.goto(`/sports?view=today&sport=${E_SOCCER}`);
  await expect(row(page, first.id)).toBeVisible();
  const platform = await memberPlatform(page, request);
  await pickOneXTwo(page, first.id, 1);
  await openSlip(page);
  const start = await baseline(page, platform);
  await placeSingles(page, '20000');
  await expect(receipts.getByText('Accepted')).toHaveCount(1);
  await expect.poll(() => ownChange(page, platform, start)).toBe(-20_000);

  await pickOneXTwo(page, first.id, 1);
  await pickOneXTwo(page, second.id, 1);
  await slip(page).getByRole('tab', { name: 'Parlay' }).click();
  const parlay = slip(page).getByRole('tabpanel', { name: 'Parlay' });
  await parlay.getByLabel('Stake per bet, Double').fill('10000');
  await parlay.getByRole('button', { name: /^Place bets/ }).click();
  await expect.poll(() => ownChange(page, platform, start)).toBe(-30_000);
  // Newest first: this attempt's double, then its single (an earlier attempt's bets come after).
  const open = (await platform<{ records: Order[] }>('/v1/order/new/bet/list', { isSettled: false })).records;
  expect(open.slice(0, 2).map((o) => [o.st, o.ops.length])).toEqual([
    [4, 2],
    [4, 1],
  ]);

  // In play: singles on every 1X2 outcome of a live match, so one of them wins; any odds accepted,
  // since prices move every few seconds at this speed (a suspension still rejects: place again).
  // A match a few minutes in, the youngest such: its 1X2 open until the cash-out (a decided match's line closes), its end a minute or so away.
  // When its 1X2 closes (a goal late on, the end of play), the next such match takes its place.
  const tried = new Set<number>();
  let live: Match | undefined;
  const nextLive = async () => {
    await expect
      .poll(
        async () => {
          live = (await read(1))
            .filter((m) => !tried.has(m.id) && m.mc && m.mc.s >= 120 && m.mc.s <= 420 && oneXTwo(m))
            .sort((a, b) => (a.mc?.s ?? 0) - (b.mc?.s ?? 0))[0];
          return live !== undefined;
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    tried.add(live!.id);
    await page.goto(`/sports?view=live&sport=${E_SOCCER}`);
    await expect(row(page, live!.id)).toBeVisible();
  };
  await nextLive();
  const onLive = async () =>
    (await platform<{ records: Order[] }>('/v1/order/new/bet/list', { isSettled: false })).records.filter(
      (o) => o.ops.length === 1 && tried.has(o.ops[0]!.mid) && o.st === 4,
    );
  const onThisMatch = async () => (await onLive()).filter((o) => o.ops[0]!.mid === live!.id);
  const buttons = () => row(page, live!.id).getByRole('group', { name: '1X2' }).getByRole('button');
  for (let attempt = 0; attempt < 8 && (await onThisMatch()).length < 3; attempt++) {
    const taken = new Set((await onThisMatch()).map((o) => o.ops[0]!.ty));
    // The list's 1X2 column reads home, away, draw (a row per team, the draw under them).
    const missing = [1, 2, 3].map((ty, i) => ({ ty, i })).filter((x) => !taken.has(x.ty));
    // Wait out a suspension (a goal or a dangerous moment: a few seconds at this speed).
    const ready = await expect(buttons().first())
      .toBeEnabled({ timeout: 30_000 })
      .then(
        () => true,
        () => false,
      );
    if (!ready) {
      // Closed for good: with no live bet yet, another match; otherwise on with those taken.
      if ((await onLive()).length > 0) break;
      await nextLive();
      continue;
    }
    for (const { i } of missing)
      if ((await buttons().nth(i).getAttribute('aria-pressed')) !== 'true') await buttons().nth(i).click();
    await openSlip(page);
    await slip(page).getByLabel('When odds change').first().selectOption({ label: 'Accept any odds' });
    await placeSingles(page, '20000');
    // Every live bet decided, as the platform and the slip see it, before the next try (the slip is locked till then).
    await expect
      .poll(
        async () =>
          (await platform<{ records: Order[] }>('/v1/order/new/bet/list', { isSettled: false })).records.filter(
            (o) => o.st === CONFIRMING,
          ).length,
        { timeout: 30_000 },
      )
      .toBe(0);
    await expect(receipts.getByText('Confirming (in-play delay)')).toHaveCount(0, { timeout: 30_000 });
    await expect(slip(page).getByTestId('delay-lock')).toHaveCount(0, { timeout: 30_000 });
  }
  const accepted = await onLive();
  expect(accepted.length).toBeGreaterThanOrEqual(1);
  await expect.poll(() => ownChange(page, platform, start)).toBe(-30_000 - accepted.length * 20_000);

  // Cash out half of one live bet at the price shown; the other half rides on. A price that moved more
  // than the tolerance since it was shown is refused with a new one: confirm again, as a member would.
  await slip(page).getByRole('tab', { name: 'My bets' }).click();
  const myBets = slip(page).getByRole('tabpanel', { name: 'My bets' });
  // One of the live bets (the double is on open pre-match prices, and cashing out its whole 10,000 would settle it).
  const cashOut = myBets
    .locator(accepted.map((o) => `article[data-order="${o.id}"]`).join(', '))
    .getByRole('button', { name: /^Cash out/ })
    .first();
  await expect(cashOut).toBeVisible({ timeout: 30_000 });
  const beforeCashOut = await baseline(page, platform);
  await cashOut.click();
  const dialog = page.getByRole('dialog', { name: 'Cash out' });
  await dialog.getByLabel('Cash out part of the stake').check();
  await dialog.getByLabel(/^Stake to cash out/).fill('10000');
  const confirm = dialog.getByRole('button', { name: /^Confirm cash-out/ });
  const done = dialog.getByRole('status').getByText(/^Cashed out /);
  let shown = 0;
  for (let attempt = 0; attempt < 8 && !(await done.isVisible()); attempt++) {
    // A suspension (a goal, a dangerous attack) takes the price away for a few seconds at this speed.
    await expect(confirm).toBeEnabled({ timeout: 30_000 });
    // Read and pressed in one step, so a quote refreshed in between cannot change what was confirmed.
    const pressed = await confirm.evaluate((button: HTMLButtonElement) =>
      button.disabled ? null : (button.click(), button.textContent ?? ''),
    );
    if (pressed === null) continue;
    shown = money(pressed);
    // Pressing clears the last refusal, so this waits for this attempt's own outcome.
    await expect(done.or(dialog.getByRole('alert'))).toBeVisible({ timeout: 15_000 });
  }
  await expect(done).toHaveText(`Cashed out ₫${shown.toLocaleString('en-US')}.`);
  await expect.poll(() => ownChange(page, platform, beforeCashOut)).toBe(shown);
  await dialog.getByRole('status').getByRole('button', { name: 'Close' }).click();

  // An automatic cash-out at the most the bet can return (the value, less the margin, never gets there): set, shown on the bet, cancelled.
  await cashOut.click();
  await dialog.getByLabel('Cash out automatically when the value reaches…').check();
  const most = money(/at most (\S+)/.exec((await dialog.getByText(/^Value now /).textContent()) ?? '')?.[1] ?? '');
  expect(most).toBeGreaterThan(0);
  await dialog.getByLabel(/^Cash out .* automatically once its value reaches/).fill(String(most));
  const setAuto = dialog.getByRole('button', { name: 'Set automatic cash-out' });
  const autoSet = dialog.getByRole('status').getByText(/Automatic cash-out set/);
  for (let attempt = 0; attempt < 8 && !(await autoSet.isVisible()); attempt++) {
    // A suspension takes cash-out away for a few seconds (the dialog says so): set it again once it is back.
    if (attempt > 0) await page.waitForTimeout(2_000);
    await expect(setAuto).toBeEnabled({ timeout: 30_000 });
    await setAuto.click();
    await expect(autoSet.or(dialog.getByRole('alert'))).toBeVisible({ timeout: 15_000 });
  }
  await expect(autoSet).toBeVisible();
  await dialog.getByRole('status').getByRole('button', { name: 'Close' }).click();
  const autoCancel = myBets.getByRole('button', {
    name: `Cancel automatic cash-out at ₫${most.toLocaleString('en-US')}`,
  });
  await expect(autoCancel).toBeVisible();
  await autoCancel.click();
  await expect(autoCancel).toHaveCount(0);

  // Settlement: the live match ends (about 80 s of e-soccer at SIM_SPEED 10), its result is recorded, the bets paid.
  const beforeSettle = await baseline(page, platform);
  const ids = accepted.map((o) => o.id);
  let settled: Order[] = [];
  await expect
    .poll(
      async () => {
        settled = (
          await platform<{ records: Order[] }>('/v1/order/new/bet/list', {
            isSettled: true,
            startTime: Date.now() - DAY,
            endTime: Date.now() + DAY,
            size: 100,
          })
        ).records.filter((o) => ids.includes(o.id));
        return settled.length;
      },
      { timeout: 200_000, intervals: [5_000] },
    )
    .toBe(ids.length);
  const cashedOut = settled.flatMap((o) => o.crl).filter((c) => c.st === CASH_OUT_ACCEPTED);
  expect(cashedOut.map((c) => c.cops)).toEqual([shown]);
  const returned = settled.reduce((sum, o) => sum + (o.sa ?? 0), 0) - shown;
  await myBets.getByRole('tab', { name: 'Settled' }).click();
  await expect(myBets.getByText('Settled').first()).toBeVisible();
  // The match may have ended while the baseline held still: what was paid before it is in the baseline already.
  const paidBefore = ids.reduce((sum, id) => sum + (beforeSettle.credits.get(id) ?? 0), 0);
  await expect
    .poll(() => ownChange(page, platform, beforeSettle, ids), { timeout: 30_000 })
    .toBe(Math.round((returned - paidBefore) * 100) / 100);
  const lastMatch = settled.filter((o) => o.ops[0]!.mid === live!.id);
  if (lastMatch.length === 3) {
    // Every outcome of one match was covered: one of them won.
    const won = lastMatch.find((o) => o.ops[0]!.sr === 4)!;
    expect(won).toBeDefined();
    expect(returned).toBeGreaterThan(0);
    await expect(
      myBets.getByRole('list', { name: 'Settled' }).getByText(`Paid ₫${won.sa!.toLocaleString('en-US')}`),
    ).toBeVisible();
  }
});

test('a reserve bet on a live price is placed when the price reaches the target', async ({ page, request }) => {
  const read = await feedReader(request);
  await logIn(page, request, 'member01', 'Demo#2026', MEMBER_PHONE);
  const platform = await memberPlatform(page, request);
  let live: Match | undefined;
  await expect
    .poll(
      async () => {
        // Early in a match, so the price has time to get there.
        live = (await read(1)).filter((m) => m.mc && m.mc.s < 300 && oneXTwo(m))[0];
        return live !== undefined;
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  await page.goto(`/sports?view=live&sport=${E_SOCCER}`);
  // Both sides' prices drift up while no goal comes (the draw gets likelier): reserve the longer one just above it.
  const line = oneXTwo(live!)!;
  const home = line.op.find((o) => o.ty === 1)!.od;
  const away = line.op.find((o) => o.ty === 2)!.od;
  const buttons = row(page, live!.id).getByRole('group', { name: '1X2' }).getByRole('button');
  await expect(buttons.first()).toBeEnabled({ timeout: 30_000 });
  await buttons.nth(home >= away ? 0 : 1).click(); // the column reads home, away, draw
  await openSlip(page);
  await slip(page).getByRole('tab', { name: 'Reserve' }).click();
  const reserve = slip(page).getByRole('tabpanel', { name: 'Reserve' });
  const reserved = reserve.getByText(/^Reserved: your bet is placed/);
  let current = 0;
  for (let attempt = 0; attempt < 5 && !(await reserved.isVisible()); attempt++) {
    // Prices move every few seconds at this speed: a target the price overtook meanwhile is refused (6049), so it is set again above the new one.
    current = Number(/Now ([\d.]+)/.exec((await reserve.getByText(/^Now /).textContent()) ?? '')?.[1]);
    await reserve.getByLabel('Target odds (European)').fill((current + 0.01).toFixed(2));
    await reserve.getByLabel('Reserve stake').fill('10000');
    if (
      !(await reserve
        .getByRole('button', { name: 'Reserve bet' })
        .click({ timeout: 3_000 })
        .then(
          () => true,
          () => false,
        ))
    )
      continue;
    await expect(reserved.or(reserve.getByRole('alert'))).toBeVisible({ timeout: 10_000 });
  }
  await expect(reserved).toBeVisible();

  await slip(page).getByRole('tab', { name: 'My bets' }).click();
  const myBets = slip(page).getByRole('tabpanel', { name: 'My bets' });
  await myBets.getByRole('tab', { name: 'Reserve bets' }).click();
  // Waiting, unless the price already got there (one tick can do it at this speed).
  const none = myBets.getByText('You have no pending reserve bets.');
  await expect(myBets.getByRole('list', { name: 'Pending' }).getByText('Waiting for the price').or(none)).toBeVisible();
  // The platform places the real order once the price reaches the target: the reservation leaves the pending list.
  await expect(none).toBeVisible({ timeout: 90_000 });
  const open = (
    await platform<{ records: (Order & { ab: boolean })[] }>('/v1/order/new/bet/list', { isSettled: false })
  ).records;
  const fromReserve = open.find((o) => o.ab && o.ops[0]!.mid === live!.id);
  expect(fromReserve).toBeDefined();
  expect(fromReserve!.ops[0]!.od).toBeGreaterThanOrEqual(current + 0.01 - 1e-9);
  await myBets.getByRole('tab', { name: 'Open' }).click();
  await expect(myBets.getByRole('list', { name: 'Open' }).getByRole('article').first()).toBeVisible();
});
