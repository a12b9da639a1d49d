import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '@/shared/http/errors';
import { initI18n } from '@/shared/i18n/i18n';
import { queryClient as appQueryClient } from '@/shared/query/query-client';
import { QueryView } from './query-state';

const fetchRows = vi.fn<() => Promise<string[]>>();

function Rows() {
  const query = useQuery({ queryKey: ['rows'], queryFn: fetchRows });
  return (
    <QueryView query={query} texts={{ loading: 'Loading…', failed: 'Rows could not be loaded.', retry: 'Retry' }}>
      {(rows) => <p>{rows.join(', ')}</p>}
    </QueryView>
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
  act(() => {
    onlineManager.setOnline(online);
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeAll(async () => {
  await initI18n('en');
});
afterEach(() => setOnline(true));

describe('a query view offline (#18: skeletons that turn into an error with a retry)', () => {
  it('fails with the offline note and Retry instead of loading forever, and recovers on Retry', async () => {
    // The app's own defaults, with no wait between its retries.
    const client = new QueryClient({ defaultOptions: appQueryClient.getDefaultOptions() });
    client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retryDelay: 0 } });
    setOnline(false);
    fetchRows.mockRejectedValue(new NetworkError('offline'));
    render(
      <QueryClientProvider client={client}>
        <Rows />
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You are offline. Check your connection, then retry.');
    expect(alert).toHaveTextContent('Rows could not be loaded.');
    expect(fetchRows).toHaveBeenCalledTimes(3);

    fetchRows.mockResolvedValue(['Arsenal', 'Chelsea']);
    setOnline(true);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Arsenal, Chelsea')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
