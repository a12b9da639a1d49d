import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { LanguageSwitch } from './language-switch';

beforeAll(async () => {
  await initI18n('en');
});

describe('LanguageSwitch (#18: Thai in the menu, SVG flags instead of flag emoji)', () => {
  it('lists the four languages by their own names, each with an SVG flag and no emoji', async () => {
    render(<LanguageSwitch />);
    const button = screen.getByRole('button', { name: 'Language: English' });
    expect(button.querySelector('svg[data-flag="flag-us"]')).not.toBeNull();
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const names = ['简体中文', 'English', 'Tiếng Việt', 'ไทย'];
    for (const name of names) {
      const item = screen.getByRole('button', { name });
      expect(item.querySelector('svg')).not.toBeNull();
      expect(item.textContent).not.toMatch(/\p{Regional_Indicator}/u);
    }
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
  });

  it('switches to Thai: the pack, the document language and the title follow', async () => {
    render(<LanguageSwitch />);
    await userEvent.click(screen.getByTestId('language-switch'));
    await userEvent.click(screen.getByRole('button', { name: 'ไทย' }));
    await expect.poll(() => i18next.language).toBe('th');
    expect(document.documentElement.lang).toBe('th');
    expect(document.title).toContain('กีฬา');
    expect(await screen.findByRole('button', { name: 'ภาษา: ไทย' })).toHaveAttribute('aria-expanded', 'false');
  });
});
