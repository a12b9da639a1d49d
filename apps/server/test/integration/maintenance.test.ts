import { apiCodes, messagePacks } from '@matchday/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

let t: TestApp;
let admin: Caller;
let member: Caller;

const texts = (word: string) => ({ en: `${word} en`, 'zh-cn': `${word} 中文`, vi: `${word} vi`, th: `${word} th` });
const windowBody = (over: object = {}) => ({
  scope: 'site',
  titles: texts('Upgrade'),
  contents: texts('We are upgrading'),
  startTime: Date.now() - 1000,
  endTime: Date.now() + 3_600_000,
  ...over,
});
const siteInfo = (lang = 'en') =>
  callerFor(t.app, null, lang).post('/api/operation/siteMain/queryDetail', { point: 0 });
const auditOf = (action: string) =>
  t.app.services.db.selectFrom('adminAudit').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();

beforeAll(async () => {
  t = await buildTestApp();
  admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
  member = callerFor(t.app, await sessionFor(t.app, 'member01'));
});
afterAll(() => t.close());

describe('maintenance windows in the super admin centre', () => {
  it('are for super admins only', async () => {
    const visitor = callerFor(t.app, null);
    for (const [url, body] of [
      ['/api/admin/maintenance/save', windowBody()],
      ['/api/admin/maintenance/end', { id: 1 }],
      ['/api/admin/site/menu-order', { gameOrder: ['home'] }],
    ] as const) {
      expect((await visitor.post(url, body)).code).toBe(apiCodes.unauthenticated.code);
      expect((await member.post(url, body)).code).toBe(apiCodes.forbidden.code);
    }
    expect((await member.get('/api/admin/maintenance/list')).code).toBe(apiCodes.forbidden.code);
  });

  it("refuse a window that ends before it starts, is already over, or lacks a language, in the caller's language", async () => {
    const backwards = windowBody({ startTime: Date.now() + 7_200_000, endTime: Date.now() + 3_600_000 });
    const en = await admin.post('/api/admin/maintenance/save', backwards);
    expect(en).toMatchObject({
      code: apiCodes.validationFailed.code,
      msg: expect.stringContaining(messagePacks.en['validation.maintenance.window']),
    });
    const adminZh = callerFor(t.app, await sessionFor(t.app, 'admin01'), 'zh-cn');
    expect((await adminZh.post('/api/admin/maintenance/save', backwards)).msg).toContain(
      messagePacks['zh-cn']['validation.maintenance.window'],
    );
    const past = await admin.post('/api/admin/maintenance/save', windowBody({ startTime: 1, endTime: Date.now() - 1 }));
    expect(past).toMatchObject({
      code: apiCodes.validationFailed.code,
      msg: messagePacks.en['validation.maintenance.past'],
    });
    const noThai = await admin.post('/api/admin/maintenance/save', windowBody({ titles: { ...texts('x'), th: ' ' } }));
    expect(noThai.msg).toContain(messagePacks.en['validation.maintenance.title']);
    expect(
      (await admin.get('/api/admin/maintenance/list')).data.list.filter((w: { scope: string }) => w.scope === 'site'),
    ).toEqual([]);
  });

  it('site maintenance: shown in each language, money calls refused, ended by the admin, each step audited', async () => {
    const saved = await admin.post('/api/admin/maintenance/save', windowBody());
    expect(saved.data).toMatchObject({ scope: 'site', active: true, endedAt: null });
    const info = (await siteInfo('vi')).data;
    expect(info).toMatchObject({
      id: saved.data.id,
      status: 1,
      point: [0],
      title: 'Upgrade vi',
      content: 'We are upgrading vi',
    });
    expect(info.endTime).toBe(saved.data.endTime);

    const refused = await member.post('/api/fund/deposit/create', {});
    expect(refused).toMatchObject({
      status: 503,
      code: apiCodes.siteMaintenance.code,
      msg: messagePacks.en['code.siteMaintenance'],
      data: { startTime: saved.data.startTime, endTime: saved.data.endTime },
    });
    expect((await member.post('/api/fund/withdraw/request', {})).code).toBe(apiCodes.siteMaintenance.code);
    // Reading stays open.
    expect((await member.get('/api/member/get')).code).toBe(200);

    const edited = await admin.post(
      '/api/admin/maintenance/save',
      windowBody({ id: saved.data.id, titles: texts('Longer upgrade') }),
    );
    expect(edited.data.titles.en).toBe('Longer upgrade en');
    expect((await siteInfo('th')).data.title).toBe('Longer upgrade th');

    const ended = await admin.post('/api/admin/maintenance/end', { id: saved.data.id });
    expect(ended.data).toMatchObject({ active: false, endedAt: expect.any(Number) });
    expect((await siteInfo()).data).toMatchObject({ id: 0, status: 0 });
    expect((await member.post('/api/fund/deposit/create', {})).code).toBe(apiCodes.validationFailed.code);
    expect((await admin.post('/api/admin/maintenance/end', { id: saved.data.id })).code).toBe(apiCodes.conflict.code);

    expect((await auditOf('maintenance.create'))[0]).toMatchObject({
      detail: expect.stringContaining(`"id":${saved.data.id}`),
    });
    expect(await auditOf('maintenance.edit')).toHaveLength(1);
    expect(await auditOf('maintenance.end')).toHaveLength(1);
  });

  it('site maintenance lifts by itself when its window ends', async () => {
    const saved = await admin.post('/api/admin/maintenance/save', windowBody({ endTime: Date.now() + 1200 }));
    expect((await siteInfo()).data.status).toBe(1);
    expect((await member.post('/api/fund/deposit/create', {})).code).toBe(apiCodes.siteMaintenance.code);
    await new Promise((r) => setTimeout(r, 1400));
    expect((await siteInfo()).data).toMatchObject({ id: 0, status: 0 });
    expect((await member.post('/api/fund/deposit/create', {})).code).toBe(apiCodes.validationFailed.code);
    expect((await admin.get('/api/admin/maintenance/list')).data.list[0]).toMatchObject({
      id: saved.data.id,
      active: false,
    });
  });

  it('a scheduled sports window is listed, not shown at point 0, and an announced one becomes a bulletin', async () => {
    const start = Date.now() + 3_600_000;
    const saved = await admin.post('/api/admin/maintenance/save', {
      ...windowBody({ scope: 'sports', startTime: start, endTime: start + 3_600_000 }),
      announce: true,
    });
    expect(saved.data).toMatchObject({ scope: 'sports', active: false, announce: true });
    expect((await siteInfo()).data.status).toBe(0);
    const sports = await callerFor(t.app, null).post('/api/operation/siteMain/queryDetail', { point: 1 });
    expect(sports.data).toMatchObject({ id: saved.data.id, status: 0, point: [1], startTime: start });
    const bulletins = await t.app.services.db
      .selectFrom('bulletins')
      .selectAll()
      .where('title', 'like', 'Upgrade %')
      .execute();
    expect(bulletins).toHaveLength(1);
    await admin.post('/api/admin/maintenance/end', { id: saved.data.id });
  });

  it('the menu order set by the admin reaches user info and the logged-out config', async () => {
    const order = ['sports', 'casino', 'home', 'live', 'promotions'];
    expect((await admin.post('/api/admin/site/menu-order', { gameOrder: order })).data.gameOrder).toEqual(order);
    expect((await member.get('/api/member/get')).data).toMatchObject({ menuOrder: order, gameOrder: order });
    expect((await siteInfo()).data.sportsConfigVO.gameOrder).toEqual(order);
    const twice = await admin.post('/api/admin/site/menu-order', { gameOrder: ['home', 'home'] });
    expect(twice.msg).toContain(messagePacks.en['validation.menuOrder.keys']);
    expect(await auditOf('site.menuOrder')).toHaveLength(1);
  });
});

describe('the sports platform hears of the windows', () => {
  it('gets the open site and sports windows at start and after every change, and none once they end', async () => {
    const heard: { startMs: number; endMs: number }[][] = [];
    const announced: string[] = [];
    const app = await buildTestApp({
      build: {
        sportsMaintenance: {
          setWindows: async (w) => void heard.push([...w]),
          announce: async (n) => void announced.push(n.titles.th),
        },
      },
    });
    try {
      await app.app.ready();
      expect(heard).toHaveLength(1);
      const adminOf = callerFor(app.app, await sessionFor(app.app, 'admin01'));
      const start = Date.now() + 60_000;
      const saved = await adminOf.post('/api/admin/maintenance/save', {
        ...windowBody({ scope: 'sports', startTime: start, endTime: start + 3_600_000 }),
        announce: true,
      });
      expect(heard.at(-1)).toContainEqual({ startMs: start, endMs: start + 3_600_000 });
      expect(announced).toEqual(['Upgrade th']);
      await adminOf.post('/api/admin/maintenance/end', { id: saved.data.id });
      expect(heard.at(-1)).not.toContainEqual({ startMs: start, endMs: start + 3_600_000 });
    } finally {
      await app.close();
    }
  });
});
