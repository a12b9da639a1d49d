import {
  apiCodes,
  messageFor,
  resultDeskRefusals,
  type ResultDeskOutcome,
  type ResultDeskRecord,
} from '@matchday/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ResultsDesk } from '@matchday/contract';
import { buildTestApp, type TestApp } from '../build-test-app.js';
import { callerFor, type Caller } from '../factories/caller.js';
import { sessionFor } from '../factories/sessions.js';

const MATCH = 29_640_180_012;
const recorded: ResultDeskRecord = {
  matchId: MATCH,
  sportId: 1,
  leagueName: 'V.League 1',
  homeName: 'Hanoi FC',
  awayName: 'Saigon FC',
  kickoff: Date.UTC(2026, 10, 23, 12),
  version: 1,
  end: 'finished',
  scores: [
    { pe: 1000, tyg: 5, sc: [2, 1] },
    { pe: 1001, tyg: 5, sc: [2, 1] },
    { pe: 1002, tyg: 5, sc: [1, 0] },
  ],
  scoresBeforeVoid: null,
  note: null,
  recordedAt: Date.UTC(2026, 10, 23, 14),
  betLegs: 3,
};

/** The port as the app sees it: every call recorded; answers a change unless `refuse` is set. */
const calls: { method: string; args: unknown[] }[] = [];
let refuse: ResultDeskOutcome | null = null;
const desk: ResultsDesk = {
  async list(query, lang) {
    calls.push({ method: 'list', args: [query, lang] });
    return { list: [recorded], total: 1, sports: [1, 3, 5] };
  },
  async correct(change, lang) {
    calls.push({ method: 'correct', args: [change, lang] });
    return (
      refuse ?? {
        ok: true,
        change: { before: recorded, after: { ...recorded, version: 2, scores: change.scores, note: change.note } },
      }
    );
  },
  async void(change, lang) {
    calls.push({ method: 'void', args: [change, lang] });
    return (
      refuse ?? {
        ok: true,
        change: {
          before: recorded,
          after: { ...recorded, version: 2, end: change.end, scores: [], note: change.note },
        },
      }
    );
  },
};

let t: TestApp;
let admin: Caller;
let adminId: number;
const corrected = [
  { pe: 1000, tyg: 5, sc: [2, 2] },
  { pe: 1001, tyg: 5, sc: [2, 2] },
  { pe: 1002, tyg: 5, sc: [1, 0] },
];

beforeAll(async () => {
  t = await buildTestApp({ build: { resultsDesk: desk } });
  admin = callerFor(t.app, await sessionFor(t.app, 'admin01'));
  adminId = (
    await t.app.services.db.selectFrom('users').select('id').where('userName', '=', 'admin01').executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());
beforeEach(() => {
  calls.length = 0;
  refuse = null;
});

const audits = (action: string) =>
  t.app.services.db.selectFrom('adminAudit').selectAll().where('action', '=', action).orderBy('id').execute();

describe('the results desk in the super admin centre', () => {
  it('is for super admins only: members and anchors are refused before the platform is asked', async () => {
    for (const user of ['member01', 'anchor01'] as const) {
      const caller = callerFor(t.app, await sessionFor(t.app, user));
      for (const res of [
        await caller.get('/api/admin/result/list'),
        await caller.post('/api/admin/result/correct', {
          matchId: MATCH,
          version: 1,
          scores: corrected,
          note: 'Own goal',
        }),
        await caller.post('/api/admin/result/void', { matchId: MATCH, version: 1, end: 'cancelled', note: 'Storm' }),
      ])
        expect(res, user).toMatchObject({ status: 403, code: apiCodes.forbidden.code });
    }
    expect((await callerFor(t.app, null).get('/api/admin/result/list')).code).toBe(apiCodes.unauthenticated.code);
    expect(calls).toEqual([]);
  });

  it('lists through the port with the filters and the caller’s language', async () => {
    const res = await callerFor(t.app, await sessionFor(t.app, 'admin01'), 'zh-cn').get(
      `/api/admin/result/list?sportId=1&matchId=${MATCH}&pageNum=2&pageSize=10`,
    );
    expect(res).toMatchObject({ code: 200, data: { list: [recorded], total: 1, sports: [1, 3, 5] } });
    expect(calls).toEqual([{ method: 'list', args: [{ sportId: 1, matchId: MATCH, pageNum: 2, pageSize: 10 }, 'zh'] }]);
    expect((await admin.get('/api/admin/result/list?pageSize=500')).code).toBe(apiCodes.validationFailed.code);
  });

  it('validates every input by the contract before asking the platform', async () => {
    const cases: [object, string | RegExp][] = [
      [{ matchId: MATCH, version: 1, scores: corrected, note: '   ' }, 'body.note: Note: 1–180 characters saying why.'],
      [{ matchId: MATCH, version: 1, scores: [], note: 'Own goal' }, 'body.scores: This value is too short.'],
      [
        { matchId: MATCH, version: 1, scores: [...corrected, corrected[0]], note: 'Own goal' },
        'body.scores: Each period and score type may appear once.',
      ],
      [
        { matchId: MATCH, version: 1, scores: [{ pe: 1000, tyg: 5, sc: [-1, 0] }], note: 'Own goal' },
        'body.scores.0.sc.0: Scores are whole numbers from 0 to 99999.',
      ],
      [
        { matchId: MATCH, version: 1, scores: [{ pe: 1000, tyg: 5, sc: [1.5, 0] }], note: 'Own goal' },
        'body.scores.0.sc.0: Scores are whole numbers from 0 to 99999.',
      ],
      [{ matchId: 'x', version: 1, scores: corrected, note: 'Own goal' }, /^body\.matchId: /],
      [{ matchId: MATCH, scores: corrected, note: 'Own goal' }, 'body.version: This field is required.'],
    ];
    for (const [body, msg] of cases)
      expect(await admin.post('/api/admin/result/correct', body), String(msg)).toMatchObject({
        status: 400,
        code: apiCodes.validationFailed.code,
        msg: typeof msg === 'string' ? msg : expect.stringMatching(msg),
      });
    expect(
      (await admin.post('/api/admin/result/void', { matchId: MATCH, version: 1, end: 'postponed', note: 'Storm' })).msg,
    ).toMatch(/^body\.end: /);
    expect(calls).toEqual([]);
  });

  it('corrects through the port and audits the admin, the match, both versions and the note', async () => {
    const res = await admin.post('/api/admin/result/correct', {
      matchId: MATCH,
      version: 1,
      scores: corrected,
      note: '  Goal given after review  ',
    });
    expect(res).toMatchObject({
      code: 200,
      data: { before: { version: 1 }, after: { version: 2, scores: corrected, note: 'Goal given after review' } },
    });
    expect(calls).toEqual([
      {
        method: 'correct',
        args: [{ matchId: MATCH, version: 1, scores: corrected, note: 'Goal given after review' }, 'en'],
      },
    ]);
    const [row] = await audits('result.correct');
    expect(row).toMatchObject({ adminId, targetUserId: null });
    expect(JSON.parse(row!.detail)).toEqual({
      matchId: MATCH,
      sportId: 1,
      note: 'Goal given after review',
      betLegs: 3,
      before: { version: 1, end: 'finished', scores: recorded.scores, note: null },
      after: { version: 2, end: 'finished', scores: corrected, note: 'Goal given after review' },
    });
  });

  it('voids through the port, audited', async () => {
    const res = await admin.post('/api/admin/result/void', {
      matchId: MATCH,
      version: 1,
      end: 'abandoned',
      note: 'Floodlights failed',
    });
    expect(res.data.after).toMatchObject({ end: 'abandoned', scores: [], note: 'Floodlights failed' });
    expect(calls).toEqual([
      { method: 'void', args: [{ matchId: MATCH, version: 1, end: 'abandoned', note: 'Floodlights failed' }, 'en'] },
    ]);
    const [row] = await audits('result.void');
    expect(JSON.parse(row!.detail)).toMatchObject({
      matchId: MATCH,
      note: 'Floodlights failed',
      before: { version: 1, end: 'finished' },
      after: { version: 2, end: 'abandoned', scores: [] },
    });
  });

  it('answers each refusal of the platform with its own code and message, in the caller’s language, and audits nothing', async () => {
    const before = (await audits('result.correct')).length;
    const zh = callerFor(t.app, await sessionFor(t.app, 'admin01'), 'zh-cn');
    for (const refusal of resultDeskRefusals.filter((r) => r !== 'invalidParameter')) {
      refuse = { ok: false, refusal, detail: 'from the platform' };
      const res = await zh.post('/api/admin/result/correct', {
        matchId: MATCH,
        version: 1,
        scores: corrected,
        note: 'Own goal',
      });
      expect(res, refusal).toMatchObject({
        status: apiCodes[refusal].http,
        code: apiCodes[refusal].code,
        msg: messageFor(`code.${refusal}`, 'zh-cn'),
        data: { detail: 'from the platform' },
      });
    }
    refuse = { ok: false, refusal: 'invalidParameter', detail: 'note: too long' };
    expect(
      (await admin.post('/api/admin/result/void', { matchId: MATCH, version: 1, end: 'cancelled', note: 'Storm' }))
        .code,
    ).toBe(apiCodes.validationFailed.code);
    expect(await audits('result.correct')).toHaveLength(before);
    expect(await audits('result.void')).toHaveLength(1);
  });
});

describe('without a sports platform', () => {
  it('the results desk answers featureUnavailable to a super admin, after the role and input checks', async () => {
    const plain = await buildTestApp();
    try {
      const root = callerFor(plain.app, await sessionFor(plain.app, 'admin01'));
      expect((await root.get('/api/admin/result/list')).code).toBe(apiCodes.featureUnavailable.code);
      expect(
        (await root.post('/api/admin/result/void', { matchId: MATCH, version: 1, end: 'cancelled', note: 'Storm' }))
          .code,
      ).toBe(apiCodes.featureUnavailable.code);
      expect(
        (await root.post('/api/admin/result/void', { matchId: MATCH, version: 1, end: 'cancelled', note: '' })).code,
      ).toBe(apiCodes.validationFailed.code);
      expect(
        (await callerFor(plain.app, await sessionFor(plain.app, 'member01')).get('/api/admin/result/list')).code,
      ).toBe(apiCodes.forbidden.code);
    } finally {
      await plain.close();
    }
  });
});
