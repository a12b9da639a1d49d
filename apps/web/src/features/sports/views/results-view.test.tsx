import type { SportsResultRecord } from '@matchday/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { localOffsetMinutes } from '@/shared/time/local-time';
import { readSportsParams } from '../lib/sports-search';
import { resultRange } from '../lib/result-ranges';
import { ResultsView } from './results-view';

const sportsCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/sports-client', async (original) => ({ ...(await original<object>()), sportsCall }));

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('sports');
});
beforeEach(() => sportsCall.mockReset());

const record = (id: number, leagueId: number, home: string, away: string): SportsResultRecord =>
  ({
    id,
    bt: Date.now() - 86_400_000,
    ms: 0,
    sid: 1,
    lg: { id: leagueId, na: `League ${leagueId}` },
    ts: [
      { id: 1, na: home, lurl: '' },
      { id: 2, na: away, lurl: '' },
    ],
    nsg: [
      { pe: 1000, tyg: 5, sc: [2, 1] },
      { pe: 1002, tyg: 5, sc: [1, 1] },
    ],
  }) as unknown as SportsResultRecord;

const stats = {
  sl: [
    {
      ty: 8,
      tc: 3,
      ssl: [
        { sid: 1, c: 2 },
        { sid: 3, c: 1 },
      ],
    },
    { ty: 7, tc: 0, ssl: [] },
  ],
};

describe('results', () => {
  it("asks for the chosen day, groups by league, and opens a match's result detail", async () => {
    sportsCall.mockImplementation((path: string) => {
      if (path === '/v1/match/matchResultPage')
        return Promise.resolve({
          current: 1,
          size: 50,
          total: 3,
          lgs: [],
          records: [record(11, 1, 'Reds', 'Blues'), record(12, 1, 'Greens', 'Golds'), record(13, 2, 'Owls', 'Hawks')],
        });
      if (path === '/v1/match/matchResultInfo')
        return Promise.resolve({
          ...record(11, 1, 'Reds', 'Blues'),
          nsg: [
            { pe: 1000, tyg: 5, sc: [2, 1] },
            { pe: 1000, tyg: 6, sc: [7, 3] },
          ],
        });
      return Promise.resolve({});
    });
    const go = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResultsView params={readSportsParams({ view: 'results', range: 'yesterday' })} go={go} stats={stats} />
      </QueryClientProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Results' });
    const [, body] = sportsCall.mock.calls.find((c) => c[0] === '/v1/match/matchResultPage')!;
    const expected = resultRange('yesterday', Date.now(), localOffsetMinutes());
    expect(body).toMatchObject({ sportId: 1, orderBy: 1, beginTime: expected.beginTime, endTime: expected.endTime });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['League 12', 'League 21']);

    fireEvent.click(screen.getByRole('tab', { name: 'Last 7 days' }));
    expect(go).toHaveBeenCalledWith({ range: 'last7' });

    fireEvent.click(within(list).getByRole('button', { name: /Reds.*Blues/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Reds - Blues' });
    expect(await within(dialog).findByRole('table', { name: 'Corners' })).toBeInTheDocument();
    expect(sportsCall).toHaveBeenCalledWith('/v1/match/matchResultInfo', { matchId: 11 }, expect.anything());
  });

  it('says so when the day has no results, and retries after a failure', async () => {
    let failed = false;
    sportsCall.mockImplementation((path: string) => {
      if (path !== '/v1/match/matchResultPage') return Promise.resolve({});
      if (failed) return Promise.resolve({ current: 1, size: 50, total: 0, lgs: [], records: [] });
      failed = true;
      return Promise.reject(new Error('offline'));
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ResultsView params={readSportsParams({ view: 'results' })} go={() => undefined} stats={stats} />
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No results for these days.')).toBeInTheDocument();
  });
});
