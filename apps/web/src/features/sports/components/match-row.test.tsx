import type { MarketLine, SportsMatch } from '@matchday/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { MaintenanceError } from '@/shared/http/errors';
import { initI18n } from '@/shared/i18n/i18n';
import type * as UseLatest from '../hooks/use-latest';
import { FLASH_MS } from '../hooks/use-price-flash';
import { clearLatest, latestLines, lineKey } from '../stores/live-match-store';
import { ListError } from './list-states';
import { MatchRow } from './match-row';

vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<object>()),
  Link: (await import('../link-mock.test-support')).TestLink,
}));

// Counts the renders of each row and of each line's buttons: a pushed price must re-render only its line's buttons.
const renders = vi.hoisted(() => ({ rows: 0, lines: new Map<number, number>() }));
vi.mock('../hooks/use-latest', async (original) => {
  const real = await original<typeof UseLatest>();
  return {
    ...real,
    useLatestRow: (snapshot: SportsMatch) => {
      renders.rows += 1;
      return real.useLatestRow(snapshot);
    },
    useLatestLine: (matchId: number, line: MarketLine) => {
      renders.lines.set(line.id, (renders.lines.get(line.id) ?? 0) + 1);
      return real.useLatestLine(matchId, line);
    },
  };
});

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('sports');
});
afterEach(() => {
  vi.useRealTimers();
  clearLatest();
});

const line = (id: number, op: Array<{ ty: number; od: number; li?: string }>, li?: string) => ({
  id,
  ss: 1 as const,
  au: 1 as const,
  mbl: 1 as const,
  op: op.map((o) => ({ na: '', nm: '', ...o })),
  ...(li ? { li } : {}),
});
const live = (home: number, draw: number): SportsMatch =>
  ({
    id: 42,
    sid: 1,
    ty: 2,
    nm: 'Alpha vs Beta',
    bt: 0,
    ms: 5,
    ss: 1,
    tms: 0,
    tps: [],
    as: [],
    lg: { id: 1, na: 'Test League', or: 1, lurl: '', sid: 1, rid: 1, rnm: '', rlg: '', hot: false, slid: 1 },
    ts: [
      { id: 1, na: 'Alpha', lurl: '' },
      { id: 2, na: 'Beta', lurl: '' },
    ],
    mc: { s: 754, r: true, tp: 1, pe: 1001, tu: 1, itd: 0 },
    nsg: [{ pe: 1000, tyg: 5, sc: [3, 2] }],
    mg: [
      {
        mty: 1005,
        pe: 1001,
        nm: '',
        tps: ['p'],
        mks: [
          line(1, [
            { ty: 1, od: home },
            { ty: 3, od: draw },
            { ty: 2, od: 4.1 },
          ]),
        ],
      },
      {
        mty: 1000,
        pe: 1001,
        nm: '',
        tps: ['p', 'h'],
        mks: [
          line(
            2,
            [
              { ty: 1, od: 1.9, li: '+0.5' },
              { ty: 2, od: 1.9, li: '-0.5' },
            ],
            '+0.5',
          ),
        ],
      },
    ],
  }) as unknown as SportsMatch;

describe('match row', () => {
  it('shows league, teams, live clock and score, prices in the chosen format, a lock and no over/under', () => {
    render(<MatchRow match={live(1.85, -3.4)} oddsType={2} followed={false} onFollow={() => undefined} />);
    expect(screen.getByText('Test League')).toBeInTheDocument();
    expect(screen.getByText(/12:34/)).toBeInTheDocument();
    expect(screen.getByTestId('score-home')).toHaveTextContent('3');
    expect(screen.getByTestId('score-away')).toHaveTextContent('2');
    const winner = screen.getByRole('group', { name: '1X2' });
    expect(winner.querySelector('[data-odds]')).toHaveAttribute('data-odds', '0.85');
    expect(screen.getByLabelText('Draw locked')).toBeInTheDocument();
    // Lines are signed whatever the odds format, each team's on its own row.
    expect(screen.getByLabelText('Alpha +0.5 0.9')).toHaveTextContent('+0.5');
    expect(screen.getByLabelText('Beta -0.5 0.9')).toHaveTextContent('-0.5');
    expect(screen.getByRole('group', { name: 'Over/Under' })).toHaveTextContent('No market');
    expect(screen.getByRole('link', { name: /Alpha.*Beta/ })).toHaveAttribute(
      'href',
      '/sports/sportsdetail?matchId=42',
    );
  });

  it("shows only the market tab's period: the first-half tab has no full-time 1X2", () => {
    render(<MatchRow match={live(1.85, 3.4)} oddsType={1} followed={false} onFollow={() => undefined} period={1002} />);
    expect(screen.getByRole('group', { name: '1X2' })).toHaveTextContent('No market');
    expect(screen.getByRole('group', { name: 'Handicap' })).toHaveTextContent('No market');
  });

  it('flashes a risen price green-up, then clears it', () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <MatchRow match={live(1.85, 3.4)} oddsType={1} followed={false} onFollow={() => undefined} />,
    );
    rerender(<MatchRow match={live(1.95, 3.2)} oddsType={1} followed={false} onFollow={() => undefined} />);
    expect(screen.getByLabelText('Alpha 1.95')).toHaveAttribute('data-flash', 'up');
    expect(screen.getByLabelText('Draw 3.20')).toHaveAttribute('data-flash', 'down');
    act(() => vi.advanceTimersByTime(FLASH_MS + 1));
    expect(screen.getByLabelText('Alpha 1.95')).not.toHaveAttribute('data-flash');
  });

  it('names each team once, beside its prices in the 1X2, handicap and over/under columns, the draw on its own row', () => {
    const withTotal = live(1.85, 3.4);
    withTotal.mg.push({
      mty: 1007,
      pe: 1001,
      nm: '',
      tps: ['p'],
      mks: [
        line(
          3,
          [
            { ty: 4, od: 1.8, li: '2.5/3' },
            { ty: 5, od: 2.05, li: '2.5/3' },
          ],
          '2.5/3',
        ),
      ],
    });
    render(<MatchRow match={withTotal} oddsType={1} followed={false} onFollow={() => undefined} />);
    expect(screen.getAllByText('Alpha')).toHaveLength(1);
    expect(screen.getAllByText('Beta')).toHaveLength(1);
    const buttons = (name: string) =>
      [...screen.getByRole('group', { name }).querySelectorAll('button')].map((b) =>
        [...b.querySelectorAll('[data-fits]')].map((e) => e.textContent).join(' '),
      );
    // Rows: home, away, draw.
    expect(buttons('1X2')).toEqual(['1.85', '4.10', '3.40']);
    expect(buttons('Handicap')).toEqual(['+0.5 1.90', '-0.5 1.90']);
    expect(buttons('Over/Under')).toEqual(['O 2.5/3 1.80', 'U 2.5/3 2.05']);
    expect(screen.getByText('Draw')).toBeInTheDocument();
  });

  it('heads a two-way winner column "Winner" and keeps no draw row', () => {
    const basketball = { ...live(1.85, 3.4), sid: 3 } as SportsMatch;
    basketball.mg[0]!.mks[0]!.op = basketball.mg[0]!.mks[0]!.op.filter((o) => o.ty !== 3);
    render(<MatchRow match={basketball} oddsType={1} followed={false} onFollow={() => undefined} draw={false} />);
    expect(screen.getByRole('group', { name: 'Winner' }).querySelectorAll('button')).toHaveLength(2);
    expect(screen.queryByText('Draw')).toBeNull();
  });

  it('re-renders only the buttons of the line a push moved, never the row', () => {
    render(<MatchRow match={live(1.85, 3.4)} oddsType={1} followed={false} onFollow={() => undefined} />);
    renders.rows = 0;
    renders.lines.clear();
    act(() => latestLines.set(lineKey(42, 2), { ss: 1, od: [2.02, 1.8] }));
    expect(screen.getByLabelText('Alpha +0.5 2.02')).toBeInTheDocument();
    expect(renders.rows).toBe(0);
    expect(Object.fromEntries(renders.lines)).toEqual({ 2: 1 });
  });

  it('toggles the follow star', () => {
    const onFollow = vi.fn();
    render(<MatchRow match={live(1.85, 3.4)} oddsType={1} followed onFollow={onFollow} />);
    fireEvent.click(screen.getByRole('button', { name: 'Unfollow Alpha vs Beta' }));
    expect(onFollow).toHaveBeenCalledOnce();
  });
});

describe('list errors', () => {
  it('shows the maintenance screen with its window for code 8, a retry otherwise', () => {
    const { unmount } = render(
      <ListError
        error={new MaintenanceError('Maintenance [1795000000000-1795003600000]', null)}
        retry={() => undefined}
      />,
    );
    expect(screen.getByText('Sports are under maintenance')).toBeInTheDocument();
    expect(screen.getByText(/^Maintenance from .+ to .+\.$/)).toBeInTheDocument();
    unmount();
    const retry = vi.fn();
    render(<ListError error={new Error('offline')} retry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
