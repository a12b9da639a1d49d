import { describe, expect, it } from 'vitest';
import { applyTheme, storedTheme } from './theme';

describe('theme', () => {
  it('is dark by default, and a switch is applied and kept', () => {
    expect(storedTheme()).toBe('dark');
    applyTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(storedTheme()).toBe('light');
  });
});
