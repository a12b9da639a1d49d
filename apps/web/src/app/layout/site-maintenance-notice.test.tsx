import type { MaintenanceInfo } from '@matchday/contract/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { localFullTime } from '@/shared/time/local-time';
import { SiteMaintenanceNotice } from './site-maintenance-notice';
import { useSiteMaintenance } from './use-site-maintenance';

const config = vi.hoisted(() => ({ data: null as MaintenanceInfo | null }));
vi.mock('./use-site-config', () => ({ useSiteConfig: () => ({ data: config.data }) }));

const START = Date.UTC(2026, 10, 27, 20, 0);
const END = START + 2 * 3_600_000;
const info = (over: Partial<MaintenanceInfo> = {}): MaintenanceInfo => ({
  id: 4,
  title: 'Nâng cấp hệ thống',
  content: 'Chúng tôi đang nâng cấp.',
  status: 1,
  point: [0],
  startTime: START,
  endTime: END,
  sportsConfigVO: { gameOrder: [] },
  ...over,
});

beforeAll(async () => {
  await initI18n('vi');
});
afterEach(() => {
  vi.useRealTimers();
  config.data = null;
});

describe('SiteMaintenanceNotice', () => {
  it('shows the title, content and window on the site clock in the visitor language, with the zone', () => {
    render(<SiteMaintenanceNotice info={info()} />);
    expect(screen.getByRole('heading', { name: 'Nâng cấp hệ thống' })).toBeInTheDocument();
    expect(screen.getByText('Chúng tôi đang nâng cấp.')).toBeInTheDocument();
    const window = screen.getByTestId('site-maintenance-window');
    expect(window).toHaveTextContent(`Từ ${localFullTime(START, 'vi')} đến ${localFullTime(END, 'vi')}`);
    expect(window.textContent).toMatch(/\(GMT[+-]\d+(:\d\d)?\)/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers staff a way to log in when asked', async () => {
    const onStaffLogin = vi.fn();
    render(<SiteMaintenanceNotice info={info({ title: '' })} onStaffLogin={onStaffLogin} />);
    expect(screen.getByRole('heading', { name: 'Hệ thống đang bảo trì' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nhân viên đăng nhập' }));
    expect(onStaffLogin).toHaveBeenCalledOnce();
  });
});

describe('useSiteMaintenance', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
  );

  it('is on only for status 1 with point 0, and lifts by itself when the window ends', () => {
    vi.useFakeTimers({ now: START + 60_000 });
    config.data = info({ status: 1, point: [1] });
    expect(renderHook(() => useSiteMaintenance(), { wrapper }).result.current).toBeNull();
    config.data = info({ status: 0 });
    expect(renderHook(() => useSiteMaintenance(), { wrapper }).result.current).toBeNull();

    config.data = info();
    const { result } = renderHook(() => useSiteMaintenance(), { wrapper });
    expect(result.current?.id).toBe(4);
    act(() => void vi.advanceTimersByTime(END - START));
    expect(result.current).toBeNull();
  });
});
