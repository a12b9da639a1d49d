import type { SportsLeague } from '@matchday/contract';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { LeagueFilter } from './league-filter';

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('sports');
});

const league = (id: number, na: string, rnm: string, or: number) =>
  ({ id, na, rnm, or, mt: id % 10 }) as unknown as SportsLeague;
const leagues = [
  league(11, 'Premier', 'Ivelstan', 1),
  league(21, 'Cup', 'Dunstan', 1),
  league(12, 'First', 'Ivelstan', 2),
];

describe('league dropdown', () => {
  it('lists leagues by region, adds a chosen one, and closes on Escape', () => {
    const onChange = vi.fn();
    render(<LeagueFilter leagues={leagues} selected={[21]} onChange={onChange} loading={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Leagues: 1' }));
    const panel = screen.getByRole('group', { name: 'Leagues' });
    expect(
      within(panel)
        .getAllByRole('group')
        .map((g) => g.querySelector('legend')?.textContent),
    ).toEqual(['Ivelstan', 'Dunstan']);
    expect(within(panel).getByRole('checkbox', { name: /Cup/ })).toBeChecked();
    fireEvent.click(within(panel).getByRole('checkbox', { name: /First/ }));
    expect(onChange).toHaveBeenLastCalledWith([21, 12]);
    fireEvent.click(within(panel).getByRole('button', { name: 'All leagues' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Leagues' })).toBeNull();
  });
});
