import { expect, test } from '@playwright/test';

test('npm start serves the embedded sports platform: a guest token reads live matches in Vietnamese', async ({
  request,
}) => {
  const grant = await (await request.post('/api/game/bet/cSports/token', { data: {} })).json();
  expect(grant).toMatchObject({ code: 200, data: { apiServerAddress: '/sports-api' } });
  const res = await request.post(`${grant.data.apiServerAddress}/v1/match/getList`, {
    headers: { Authorization: grant.data.token },
    data: { type: 1, current: 1, size: 20, languageType: 'VIE' },
  });
  const body = await res.json();
  expect(body).toMatchObject({ code: 0, success: true, message: 'Thành công' });
  expect(body.data.records.length).toBeGreaterThan(0);
  expect(new Set(body.data.records.map((m: { sid: number }) => m.sid)).size).toBeGreaterThanOrEqual(2);

  const forged = await request.post(`${grant.data.apiServerAddress}/v1/match/getList`, {
    headers: { Authorization: `${grant.data.token}x` },
    data: { type: 1 },
  });
  expect((await forged.json()).code).toBe(14010);
});
