import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError, TimeoutError } from '@/shared/http/errors';
import { pendingAfter, requestKeyFor } from './gift-intent';

const rose = { streamId: 5, giftId: 1, count: 10 };

describe('gift request keys', () => {
  it('gives every new intent a fresh key the contract accepts', () => {
    const a = requestKeyFor(rose, null);
    expect(a).toMatch(/^[\w:-]{8,64}$/);
    expect(requestKeyFor(rose, null)).not.toBe(a);
  });

  it('reuses the key of an unanswered send when the same gift and count is retried', () => {
    const key = requestKeyFor(rose, null);
    for (const err of [new NetworkError('offline'), new TimeoutError(10_000)]) {
      const pending = pendingAfter(rose, key, err);
      expect(requestKeyFor(rose, pending)).toBe(key);
      expect(requestKeyFor({ ...rose, count: 99 }, pending)).not.toBe(key);
      expect(requestKeyFor({ ...rose, giftId: 2 }, pending)).not.toBe(key);
      expect(requestKeyFor({ ...rose, streamId: 6 }, pending)).not.toBe(key);
    }
  });

  it('starts fresh after a success or a refusal, which the server would repeat for that key', () => {
    const key = requestKeyFor(rose, null);
    expect(pendingAfter(rose, key, null)).toBeNull();
    expect(pendingAfter(rose, key, new ApiError(10401, 'Your balance is not enough'))).toBeNull();
    expect(requestKeyFor(rose, pendingAfter(rose, key, new ApiError(10401, 'x')))).not.toBe(key);
  });
});
