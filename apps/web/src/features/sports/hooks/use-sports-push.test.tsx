import type { SportsMatch } from '@matchday/contract';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { writeStored } from '@/shared/storage/storage';
import { MatchRow } from '../components/match-row';
import { closeSportsPushClient } from '@/shared/realtime/sports-push-client';
import { sportsKeys } from '../api/keys';
import { clearLatest, latestLines, lineKey } from '../stores/live-match-store';
import { useMatchPush, useSportPush } from './use-sports-push';
import { FakeSocket } from '@/shared/realtime/fake-socket.test-support';

const sportsCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/sports-client', () => ({ sportsCall }));
vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: (await import('../link-mock.test-support')).TestLink,
}));

const line = (id: number, od: number[]) => ({
  id,
  ss: 1 as const,
  au: 1 as const,
  mbl: 1 as const,
  op: od.map((v, i) => ({ na: '', nm: '', ty: [1, 3, 2][i]!, od: v })),
});
const live = (): SportsMatch =>
  ({
    id: 42,
    sid: 1,
    ty: 2,
    nm: 'Alpha vs Beta',
    bt: 0,
    ms: 5,
    ss: 1,
    tms: 1,
    tps: [],
    as: [],
    lg: { id: 1, na: 'Test League', or: 1, lurl: '', sid: 1, rid: 1, rnm: '', rlg: '', hot: false, slid: 1 },
    ts: [
      { id: 1, na: 'Alpha', lurl: '' },
      { id: 2, na: 'Beta', lurl: '' },
    ],
    mc: { s: 754, r: true, tp: 1, pe: 1001, tu: 1, itd: 0 },
    nsg: [{ pe: 1000, tyg: 5, sc: [3, 2] }],
    mg: [{ mty: 1005, pe: 1001, nm: '', tps: ['p'], mks: [line(7, [1.85, 3.4, 4.1])] }],
  }) as unknown as SportsMatch;

const LIST_KEY = sportsKeys.list('en', { view: 'live', sportId: 1, leagueIds: [] });

/** The live list as the page shows it: rows from the list query's cache, which the push leaves as fetched; prices and scores from the live store. */
function LiveList() {
  const list = useQuery<{ pages: { records: SportsMatch[]; total: number }[] }>({
    queryKey: LIST_KEY,
    queryFn: () => new Promise(() => undefined),
    staleTime: Infinity,
  });
  useSportPush(1);
  return (
    <>
      {list.data?.pages[0]!.records.map((m) => (
        <MatchRow key={m.id} match={m} oddsType={1} followed={false} onFollow={() => undefined} />
      ))}
    </>
  );
}

function Detail() {
  useMatchPush(42);
  return null;
}

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('sports');
});
beforeEach(() => {
  FakeSocket.instances = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  writeStored('sportsConfig', { baseUrl: '/sports-api', token: 'sp-token', pushUrl: '/sports-api/push' });
});
afterEach(() => {
  closeSportsPushClient();
  clearLatest();
  vi.unstubAllGlobals();
});

async function mount(ui: React.ReactNode, client: QueryClient) {
  render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
  await act(async () => undefined);
  const ws = FakeSocket.instances.at(-1)!;
  act(() => ws.open());
  return ws;
}

describe('sports push hooks', () => {
  it('opens the sports socket with the sports token, the pushed prices and score show and the price flashes', async () => {
    const client = new QueryClient();
    client.setQueryData(LIST_KEY, { pages: [{ records: [live()], total: 1 }], pageParams: [1] });
    const ws = await mount(<LiveList />, client);
    expect(ws.url).toMatch(/^ws:\/\/[^/]+\/sports-api\/push$/);
    expect(ws.sent).toEqual([
      { type: 'auth', token: 'sp-token' },
      { type: 'subscribe', topics: ['sport:1'] },
    ]);
    await act(async () => ws.push({ type: 'ack', topics: ['sport:1'], seqs: { 'sport:1': 3 } }));

    await act(async () =>
      ws.push({
        type: 'push',
        topic: 'sport:1',
        event: 'odds',
        seq: 4,
        data: { t: 1, m: [{ id: 42, l: [{ id: 7, ss: 1, od: [1.95, 3.2, 4.1] }] }] },
      }),
    );
    expect(await screen.findByLabelText('Alpha 1.95')).toHaveAttribute('data-flash', 'up');
    expect(screen.getByLabelText('Draw 3.20')).toHaveAttribute('data-flash', 'down');
    // The list keeps the snapshot it was fetched with.
    expect(
      client.getQueryData<{ pages: { records: SportsMatch[] }[] }>(LIST_KEY)?.pages[0]!.records[0]!.mg[0]!.mks[0]!
        .op[0]!.od,
    ).toBe(1.85);

    await act(async () =>
      ws.push({
        type: 'push',
        topic: 'sport:1',
        event: 'score',
        seq: 5,
        data: { t: 2, m: [{ id: 42, nsg: [{ pe: 1000, tyg: 5, sc: [4, 2] }] }] },
      }),
    );
    await vi.waitFor(() => expect(screen.getByTestId('score-home')).toHaveTextContent('4'));
  });

  it('refetches the lists on a seq gap and when a listed match changes status', async () => {
    const client = new QueryClient();
    client.setQueryData(LIST_KEY, { pages: [{ records: [live()], total: 1 }], pageParams: [1] });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const ws = await mount(<LiveList />, client);
    await act(async () => ws.push({ type: 'ack', topics: ['sport:1'], seqs: { 'sport:1': 3 } }));
    await act(async () =>
      ws.push({
        type: 'push',
        topic: 'sport:1',
        event: 'status',
        seq: 4,
        data: { t: 1, m: [{ id: 42, ms: 0, bo: 0 }] },
      }),
    );
    expect(invalidate).toHaveBeenLastCalledWith({ queryKey: LIST_KEY, exact: true });
    invalidate.mockClear();
    await act(async () => ws.push({ type: 'push', topic: 'sport:1', event: 'clock', seq: 9, data: { t: 2, m: [] } }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: sportsKeys.lists() });
  });

  it('asks again by id for a match whose lines moved, and puts it into the list', async () => {
    const client = new QueryClient();
    client.setQueryData(LIST_KEY, { pages: [{ records: [live()], total: 1 }], pageParams: [1] });
    const moved = {
      ...live(),
      mg: [{ mty: 1005, pe: 1001, nm: '', tps: ['p'], mks: [line(8, [2.05, 3.1, 3.6])] }],
    } as SportsMatch;
    sportsCall.mockResolvedValueOnce({ records: [moved], total: 1 });
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    const ws = await mount(<LiveList />, client);
    await act(async () =>
      ws.push({ type: 'push', topic: 'sport:1', event: 'odds', seq: 1, data: { t: 1, m: [{ id: 42, l: [], n: 1 }] } }),
    );
    expect(sportsCall).toHaveBeenCalledWith('/v1/match/getList', expect.objectContaining({ matchIds: [42] }), {
      noNeedResponseMsg: true,
    });
    expect(await screen.findByLabelText('Alpha 2.05')).toBeInTheDocument();
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('puts the match’s pushed lines into the live store and leaves its cached detail as fetched', async () => {
    const client = new QueryClient();
    const key = sportsKeys.detail('en', 42);
    client.setQueryData(key, live());
    const ws = await mount(<Detail />, client);
    expect(ws.sent.at(-1)).toEqual({ type: 'subscribe', topics: ['match:42'] });
    await act(async () =>
      ws.push({
        type: 'push',
        topic: 'match:42',
        event: 'odds',
        seq: 1,
        data: { t: 1, m: [{ id: 42, l: [{ id: 7, ss: 0, od: [-1.9, -3.3, -4.2] }] }] },
      }),
    );
    expect(latestLines.get(lineKey(42, 7))).toEqual({ ss: 0, od: [-1.9, -3.3, -4.2] });
    expect(client.getQueryData<SportsMatch>(key)!.mg[0]!.mks[0]).toMatchObject({
      ss: 1,
      op: [{ od: 1.85 }, { od: 3.4 }, { od: 4.1 }],
    });
  });
});
