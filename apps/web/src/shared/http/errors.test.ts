import { describe, expect, it } from 'vitest';
import { ApiError, failureText } from './errors';

describe('failureText', () => {
  it('shows the named field issue rather than the path-prefixed message', () => {
    const err = new ApiError(10001, 'body.password: Password: 8–32 characters.', {
      issues: [{ path: 'body.password', message: 'Password: 8–32 characters.' }],
    });
    expect(failureText(err, 'fallback')).toBe('Password: 8–32 characters.');
  });

  it('falls back to the envelope message, then to the given text', () => {
    expect(failureText(new ApiError(10105, 'The user name or password is wrong.'), 'fallback')).toBe(
      'The user name or password is wrong.',
    );
    expect(failureText(new ApiError(10999, ''), 'fallback')).toBe('fallback');
    expect(failureText(new TypeError('network'), 'fallback')).toBe('fallback');
  });
});
