import { describe, expect, it } from 'vitest';
import { adviceForCode, adviceForReject } from './failure-advice';

describe('failure advice', () => {
  it('tells what to do about the platform’s refusals', () => {
    expect(adviceForCode(3001)).toBe('deposit');
    expect(adviceForCode(10402)).toBe('limits');
    expect(adviceForCode(3002)).toBe('market');
    expect(adviceForCode(3003)).toBe('odds');
    expect(adviceForCode(3005)).toBe('stake');
    expect(adviceForCode(14068)).toBe('wait');
    expect(adviceForCode(99999)).toBe('retry');
  });

  it('reads a rejected order’s reason', () => {
    expect(adviceForReject(6)).toBe('payment');
    expect(adviceForReject(4)).toBe('market');
    expect(adviceForReject(8)).toBe('odds');
    expect(adviceForReject(3)).toBe('stake');
    expect(adviceForReject(undefined)).toBe('retry');
  });
});
