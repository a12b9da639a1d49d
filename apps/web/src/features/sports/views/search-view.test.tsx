import type { SportsMatch } from '@matchday/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { SEARCH_DEBOUNCE_MS } from '../hooks/use-debounced-value';
import { readSportsParams } from '../lib/sports-search';
import { SearchView } from './search-view';

const sportsCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/sports-client', async (original) => ({ ...(await original<object>()), sportsCall }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: (await import('../link-mock.test-support')).TestLink,
}));

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('sports');
});
beforeEach(() => sportsCall.mockReset());

const found = (id: number, sid: number, nm: string) =>
  ({
    id,
    sid,
    ty: 2,
    nm,
    bt: Date.now() + 3_600_000,
    ms: 4,
    ss: 1,
    lg: { id: 1, na: 'League' },
    ts: [
      { id: 1, na: nm.split(' vs ')[0], lurl: '' },
      { id: 2, na: nm.split(' vs ')[1], lurl: '' },
    ],
    nsg: [],
    mg: [],
    tms: 0,
    tps: [],
    as: [],
  }) as unknown as SportsMatch;

function renderSearch() {
  const go = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SearchView
        params={readSportsParams({ view: 'search' })}
        go={go}
        follows={{ bySport: {}, toggle: () => undefined }}
        oddsType={1}
      />
    </QueryClientProvider>,
  );
  return go;
}

describe('search', () => {
  it('asks once, after typing pauses, with the last keyword as typed (Chinese and Vietnamese alike)', async () => {
    sportsCall.mockResolvedValue([found(1, 1, 'Hà Nội vs 多顿体育'), found(2, 3, 'Sài Gòn vs Reds')]);
    const go = renderSearch();
    const input = screen.getByLabelText('Team or league');
    for (const text of ['H', 'Hà', 'Hà N', 'Hà Nội']) fireEvent.change(input, { target: { value: text } });
    await waitFor(() => expect(sportsCall).toHaveBeenCalledTimes(1), { timeout: SEARCH_DEBOUNCE_MS * 3 });
    expect(sportsCall.mock.calls[0]?.[0]).toBe('/v1/match/queryMatchByRecommend');
    expect(sportsCall.mock.calls[0]?.[1]).toMatchObject({ recommend: 'Hà Nội' });
    expect(await screen.findByRole('article', { name: 'Hà Nội vs 多顿体育' })).toBeInTheDocument();
    // Found in two sports: the sport bar counts them, the first sport's match shows.
    expect(screen.getByRole('tab', { name: /^Basketball\s*1$/ })).toBeInTheDocument();
    expect(go).toHaveBeenCalledWith({ q: 'Hà Nội' });

    fireEvent.change(input, { target: { value: '多顿' } });
    await waitFor(() => expect(sportsCall).toHaveBeenCalledTimes(2), { timeout: SEARCH_DEBOUNCE_MS * 3 });
    expect(sportsCall.mock.calls[1]?.[1]).toMatchObject({ recommend: '多顿' });
  });

  it('asks nothing for a blank keyword and says what to type', async () => {
    renderSearch();
    fireEvent.change(screen.getByLabelText('Team or league'), { target: { value: '   ' } });
    await new Promise((r) => setTimeout(r, SEARCH_DEBOUNCE_MS + 100));
    expect(sportsCall).not.toHaveBeenCalled();
    expect(screen.getByText('Type a team or league name to find its matches.')).toBeInTheDocument();
  });

  it('shows an error with a retry when the search fails', async () => {
    sportsCall.mockRejectedValueOnce(new Error('offline')).mockResolvedValue([]);
    renderSearch();
    fireEvent.change(screen.getByLabelText('Team or league'), { target: { value: 'Reds' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 2_000 }));
    expect(await screen.findByText('No matches found for "Reds".')).toBeInTheDocument();
  });
});
