import { describe, expect, it } from 'vitest';
import indexHtml from '../../../index.html?raw';
import themeBoot from '../../../public/theme-boot.js?raw';
import { applyTheme } from './theme';

describe('the page before the app', () => {
  it('#9 has no inline script or style for the CSP to allow: the theme boots from a file', () => {
    const scripts = [...indexHtml.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map(([, attrs]) => /\bsrc="[^"]+"/.test(attrs ?? ''))).toEqual([true, true]);
    expect(scripts.every(([, , body]) => (body ?? '').trim() === '')).toBe(true);
    expect(indexHtml).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    expect(indexHtml).toContain('<script src="/theme-boot.js"></script>');
  });

  it('#9 the theme file puts the stored theme on <html> before first paint', () => {
    applyTheme('light');
    document.documentElement.dataset.theme = 'dark';
    new Function(themeBoot)();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
