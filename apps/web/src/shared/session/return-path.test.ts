import { describe, expect, it } from 'vitest';
import { returnPathOf, safeReturnPath } from './return-path';

describe('the page a login continues to', () => {
  it('keeps a same-site path with its query, deep links included', () => {
    expect(returnPathOf('?redirect=%2Fsports%2Fsportsdetail%3FmatchId%3D7')).toBe('/sports/sportsdetail?matchId=7');
    expect(returnPathOf('?redirect=/anchorPlay?id=3')).toBe('/anchorPlay?id=3');
    expect(returnPathOf('')).toBe('/');
  });

  it('never leaves the site', () => {
    for (const raw of ['//evil.example/x', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '']) {
      expect(safeReturnPath(raw)).toBeUndefined();
    }
    expect(returnPathOf('?redirect=%2F%2Fevil.example')).toBe('/');
  });
});
