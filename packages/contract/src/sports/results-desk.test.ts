import { describe, expect, it } from 'vitest';
import { adminResultCorrect, adminResultList, adminResultVoid } from '../endpoints/admin.js';
import {
  merchantResultCorrect,
  merchantResultList,
  merchantResultVoid,
  resultDeskCorrection,
  resultDeskListQuery,
  resultDeskVoid,
} from './results-desk.js';

const scores = [
  { pe: 1000, tyg: 5, sc: [2, 1] },
  { pe: 1001, tyg: 5, sc: [2, 1] },
];

describe('results desk fields', () => {
  it('take a correction with whole scores, each period and type once, and a trimmed note', () => {
    expect(resultDeskCorrection.parse({ matchId: 7, version: 2, scores, note: '  VAR review  ' })).toEqual({
      matchId: 7,
      version: 2,
      scores,
      note: 'VAR review',
    });
    expect(resultDeskCorrection.safeParse({ matchId: 7, scores, note: 'x' }).success).toBe(false);
    const refused = (body: object) => resultDeskCorrection.safeParse(body).error?.issues[0]?.message;
    expect(refused({ matchId: 7, version: 1, scores: [...scores, scores[0]], note: 'x' })).toBe(
      'validation.scores.duplicate',
    );
    expect(refused({ matchId: 7, version: 1, scores: [{ pe: 1000, tyg: 5, sc: [2.5, 1] }], note: 'x' })).toBe(
      'validation.score.whole',
    );
    expect(refused({ matchId: 7, version: 1, scores, note: ' ' })).toBe('validation.note.length');
    expect(refused({ matchId: 7, version: 1, scores, note: 'n'.repeat(181) })).toBe('validation.note.length');
    expect(resultDeskCorrection.safeParse({ matchId: 7, version: 1, scores: [], note: 'x' }).success).toBe(false);
    expect(resultDeskVoid.safeParse({ matchId: 7, version: 1, end: 'finished', note: 'x' }).success).toBe(false);
  });

  it('read list filters from a query string, 20 a page by default, at most 100', () => {
    expect(resultDeskListQuery.parse({ sportId: '3', matchId: '29640180012' })).toEqual({
      sportId: 3,
      matchId: 29_640_180_012,
      pageNum: 1,
      pageSize: 20,
    });
    expect(resultDeskListQuery.safeParse({ pageSize: '101' }).success).toBe(false);
  });

  it('are the same on the platform’s merchant calls and the app’s admin endpoints', () => {
    expect(Object.keys(merchantResultList.body.shape)).toEqual(
      expect.arrayContaining(Object.keys(adminResultList.query!.shape)),
    );
    expect(merchantResultCorrect.body.shape.scores).toBe(adminResultCorrect.body!.shape.scores);
    expect(merchantResultVoid.body.shape.end).toBe(adminResultVoid.body!.shape.end);
    expect(merchantResultVoid.body.shape.version).toBe(adminResultVoid.body!.shape.version);
    expect(merchantResultCorrect.response).toBe(adminResultCorrect.response);
    expect(merchantResultList.response).toBe(adminResultList.response);
  });
});
