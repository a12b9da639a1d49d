import { expect, test } from '@playwright/test';
import { logIn } from './support';

const MEMBER_PHONE = '+84900000001';

interface LiveMatch {
  id: number;
  sid: number;
  mc?: { r: boolean };
}
interface PushFrame {
  type: string;
  topic?: string;
  event?: string;
  data?: { t: number; m: unknown[] };
}
interface ScoreEntry {
  id: number;
  nsg: Array<{ pe: number; tyg: number; sc: [number, number] }>;
}

test.describe.configure({ timeout: 270_000 });

test('a pushed score shows in the live list before any list request answers', async ({ page, request }) => {
  const grant = (await (await request.post('/api/game/bet/cSports/token', { data: {} })).json()).data as {
    apiServerAddress: string;
    token: string;
    pushServerAddress: string;
  };
  expect(grant.pushServerAddress).toBe('/sports-api/push');
  const liveOf = async (sportId: number) => {
    const res = await request.post(`${grant.apiServerAddress}/v1/match/getList`, {
      headers: { Authorization: grant.token },
      data: { type: 1, sportId, size: 50, languageType: 'ENG' },
    });
    return ((await res.json()) as { data: { records: LiveMatch[] } }).data.records.filter((m) => m.mc?.r);
  };
  // A sport that scores every few seconds with its clock running: e-basketball (178, round the clock) or basketball (3; 2 is ice hockey,
  // whose ~6 goals an hour left 90 s without a score); wait out a break.
  let sid: number | undefined;
  await expect
    .poll(
      async () => {
        for (const candidate of [178, 3]) {
          if ((await liveOf(candidate)).length > 0) {
            sid = candidate;
            return true;
          }
        }
        return false;
      },
      { timeout: 120_000, intervals: [2_000] },
    )
    .toBe(true);

  // Each frame with when it came; each list answer's time: a screen change after a frame and before any answer is the push's.
  const frames: Array<PushFrame & { at: number }> = [];
  let lastListAnswer = 0;
  page.on('websocket', (ws) => {
    if (!ws.url().endsWith('/sports-api/push')) return;
    ws.on('framereceived', (f) => frames.push({ ...(JSON.parse(String(f.payload)) as PushFrame), at: Date.now() }));
  });
  page.on('response', (r) => {
    if (r.url().includes('/v1/match/getList')) lastListAnswer = Date.now();
  });
  await logIn(page, request, 'member01', 'Demo#2026', MEMBER_PHONE);
  await page.goto(`/sports?view=live&sport=${sid}`);
  await expect(page.getByRole('list', { name: 'Matches' }).getByRole('article').first()).toBeVisible();
  await expect.poll(() => frames.some((f) => f.type === 'ack')).toBe(true);
  // List answers are held back 5 s (within the client's 15 s timeout), so a pushed score is seen before the refetch it may cause.
  await page.route('**/v1/match/getList', async (route) => {
    await new Promise((r) => setTimeout(r, 5_000));
    await route.continue().catch(() => undefined);
  });
  const homeScore = (id: number) => page.locator(`article[data-match-id="${id}"]`).getByTestId('score-home');

  let checked = frames.length;
  let shownByPush = false;
  await expect
    .poll(
      async () => {
        for (; checked < frames.length && !shownByPush; checked++) {
          const f = frames[checked]!;
          // The topic's first turn repeats what the list already shows; only later scores prove the patch.
          const firstTurn = frames.find((x) => x.type === 'push')?.data?.t;
          if (f.type !== 'push' || f.event !== 'score' || f.data!.t === firstTurn) continue;
          for (const e of f.data!.m as ScoreEntry[]) {
            const total = e.nsg.find((n) => n.pe === sid! * 1000 && n.tyg === 5);
            if (!total || (await homeScore(e.id).count()) === 0) continue;
            const text = await homeScore(e.id).innerText();
            if (text === String(total.sc[0]) && lastListAnswer < f.at) shownByPush = true;
          }
        }
        return shownByPush;
      },
      { timeout: 90_000, intervals: [100] },
    )
    .toBe(true);
});
