import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetSlip } from '@/shared/bet-slip/bet-slip-store';
import { slipPick } from '@/shared/bet-slip/slip-pick.test-support';
import { initI18n } from '@/shared/i18n/i18n';
import { OddsButton } from './odds-button';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/shared/ui/toaster', () => ({ toast }));

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('sports');
});
beforeEach(() => {
  useBetSlip.setState({ selections: [], owner: null, open: false });
  toast.mockReset();
});

const cell = (marketId: number, od = 1.85) => ({
  key: `1:${marketId}:1`,
  od,
  text: od > 0 ? od.toFixed(2) : null,
  pick: slipPick(marketId, { od }),
});

describe('odds button', () => {
  it('is a toggle: pressing puts the selection on the slip and shows it pressed, pressing again takes it off', () => {
    render(<OddsButton cell={cell(11)} label="1" />);
    const button = screen.getByRole('button', { name: '1 1.85' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(useBetSlip.getState().selections.map((s) => [s.key, s.od])).toEqual([['11_1', 1.85]]);
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(useBetSlip.getState().selections).toEqual([]);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    render(<OddsButton cell={cell(12)} label="X" />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'X 1.85' })).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(useBetSlip.getState().selections).toEqual([]);
  });

  it('cannot add a locked price, but a selected one that locks can still be removed', () => {
    const { rerender } = render(<OddsButton cell={cell(13, -1.85)} label="2" />);
    expect(screen.getByRole('button', { name: '2 locked' })).toBeDisabled();
    rerender(<OddsButton cell={cell(13)} label="2" />);
    fireEvent.click(screen.getByRole('button', { name: '2 1.85' }));
    rerender(<OddsButton cell={cell(13, -1.85)} label="2" />);
    expect(screen.getByRole('button', { name: '2 locked' })).toBeEnabled();
  });

  it('says so when the slip is full', () => {
    for (let i = 1; i <= 10; i += 1) useBetSlip.getState().add(slipPick(100 + i));
    render(<OddsButton cell={cell(14)} label="1" />);
    fireEvent.click(screen.getByRole('button', { name: '1 1.85' }));
    expect(toast).toHaveBeenCalledWith(
      'Your bet slip holds at most 10 selections. Remove one to add another.',
      'error',
    );
    expect(screen.getByRole('button', { name: '1 1.85' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('re-renders only the button whose selection changed', () => {
    const renders = new Map<string, number>();
    const count = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
    render(
      <>
        <Profiler id="a" onRender={count}>
          <OddsButton cell={cell(21)} label="A" />
        </Profiler>
        <Profiler id="b" onRender={count}>
          <OddsButton cell={cell(22)} label="B" />
        </Profiler>
      </>,
    );
    renders.clear();
    act(() => void useBetSlip.getState().add(slipPick(21)));
    expect(renders.get('a')).toBe(1);
    expect(renders.get('b')).toBeUndefined();
  });
});
