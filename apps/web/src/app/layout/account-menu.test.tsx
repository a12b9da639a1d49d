import type { MemberInfo } from '@matchday/contract/client';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { AccountMenu } from './account-menu';

beforeAll(async () => {
  await initI18n('en');
});

async function renderMenu(role: MemberInfo['role']) {
  const user = { id: 7, userName: 'member07', role } as MemberInfo;
  const rootRoute = createRootRoute({ component: () => <AccountMenu user={user} /> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  return screen.findByRole('button', { name: 'Account menu of member07' });
}

describe('AccountMenu (#18: the phone header keeps balance and Deposit, the rest is here)', () => {
  it('gives an admin the admin and anchor centres, the member centre, My bets and Log out', async () => {
    const button = await renderMenu('admin');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Admin centre' })).toHaveAttribute('href', '/superadmincenter');
    expect(screen.getByRole('link', { name: 'Anchor centre' })).toHaveAttribute('href', '/personalAnchor');
    expect(screen.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/personal/7');
    expect(screen.getByRole('link', { name: 'My bets' })).toHaveAttribute('href', '/my-bets');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'My bets' })).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it('shows a member no centre their role does not open', async () => {
    await userEvent.click(await renderMenu('member'));
    expect(screen.getByRole('link', { name: 'My account' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Admin centre' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Anchor centre' })).not.toBeInTheDocument();
  });
});
