import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, TimeoutError } from '@/shared/http/errors';
import { pendingAfter, requestKeyFor } from './request-intent';

describe('request keys', () => {
  it('reuses an unanswered key for the same placement only', () => {
    const pending = pendingAfter('A', 'slip-1234567890', new NetworkError('offline'));
    expect(requestKeyFor('A', pending, 'slip')).toBe('slip-1234567890');
    expect(requestKeyFor('B', pending, 'slip')).toMatch(/^slip-[\w-]{30,}$/);
    expect(pendingAfter('A', 'k', new TimeoutError(15000))).toEqual({ fingerprint: 'A', requestKey: 'k' });
  });

  it('starts fresh after an answer, even a refusal', () => {
    expect(pendingAfter('A', 'k', new ApiError(3001, 'Insufficient balance'))).toBeNull();
    expect(pendingAfter('A', 'k', null)).toBeNull();
    const fresh = requestKeyFor('A', null, 'slip');
    expect(fresh).toMatch(/^[\w-]{8,64}$/);
    expect(requestKeyFor('A', null, 'slip')).not.toBe(fresh);
  });
});
