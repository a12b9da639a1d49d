import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from './toaster';

describe('toaster', () => {
  it('shows a message for 3000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast('Không có quyền', 'error'));
    expect(screen.getByText('Không có quyền')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.queryByText('Không có quyền')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2));
    expect(screen.queryByText('Không có quyền')).not.toBeInTheDocument();
    vi.useRealTimers();
  });
});
