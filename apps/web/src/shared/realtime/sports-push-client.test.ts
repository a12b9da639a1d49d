import { describe, expect, it } from 'vitest';
import { pushSocketUrl } from './sports-push-client';

describe('sports push client', () => {
  it('turns pushServerAddress into a socket URL', () => {
    const here = { protocol: 'https:', host: 'matchday.test' };
    expect(pushSocketUrl('/sports-api/push', here)).toBe('wss://matchday.test/sports-api/push');
    expect(pushSocketUrl('http://sports.test/push', here)).toBe('ws://sports.test/push');
    expect(pushSocketUrl('wss://sports.test/push', here)).toBe('wss://sports.test/push');
  });
});
