import type { MarketGroup, SportsMatch } from '@matchday/contract';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/shared/i18n/i18n';
import { LatestStatistics } from './latest-statistics';
import { MarketBoard } from './market-board';
import { MatchHeader } from './match-header';
import { MatchStatistics } from './match-statistics';
import { MatchVideoSlot } from './match-video-slot';

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('sports');
});
afterEach(() => vi.useRealTimers());

const PERIODS: Record<number, string> = { 1001: 'Full Time', 1002: '1st Half', 1003: '2nd Half' };
const label = (d: string, code: number) =>
  d === 'Period' ? PERIODS[code] : d === 'Match Period' && code === 1004 ? 'Half 2' : undefined;

const group = (mty: number, pe: number, nm: string, tps: string[], ods: number[]): MarketGroup => ({
  mty,
  pe,
  nm,
  tps,
  mks: [
    {
      id: mty * 10 + pe,
      ss: 1,
      au: 1,
      op: ods.map((od, i) => ({ na: ['{H}', 'Draw', '{A}'][i] ?? '', nm: '', ty: [1, 3, 2][i] ?? 1, od })),
    },
  ],
});

const match = (extra: Partial<SportsMatch> = {}): SportsMatch =>
  ({
    id: 5,
    sid: 1,
    ty: 2,
    nm: 'Reds vs Blues',
    bt: 0,
    ms: 5,
    ss: 1,
    as: [],
    tms: 3,
    tps: ['p', 'f'],
    lg: { id: 1, na: 'Test League' },
    ts: [
      { id: 1, na: 'Reds', lurl: '' },
      { id: 2, na: 'Blues', lurl: '' },
    ],
    mc: { s: 3000, r: true, tp: 1, pe: 1004, tu: 1, itd: 0 },
    nsg: [
      { pe: 1000, tyg: 5, sc: [2, 1] },
      { pe: 1002, tyg: 5, sc: [1, 1] },
      { pe: 1000, tyg: 7, sc: [0, 2] },
    ],
    mg: [
      group(1005, 1001, '1X2', ['p'], [2.1, 3.3, 3.6]),
      group(1005, 1002, '1st Half 1X2', ['p', 'f'], [2.9, 2.05, 4.4]),
    ],
    ...extra,
  }) as unknown as SportsMatch;

describe('match header', () => {
  it('shows the score, the period from the language pack and a clock that ticks between readings', () => {
    vi.useFakeTimers();
    const { rerender } = render(
      <MatchHeader match={match()} followed={false} onFollow={() => undefined} label={label} />,
    );
    expect(screen.getByTestId('detail-score-home')).toHaveTextContent('2');
    expect(screen.getByTestId('detail-score-away')).toHaveTextContent('1');
    expect(screen.getByText('Half 2')).toBeInTheDocument();
    expect(screen.getByTestId('match-clock')).toHaveTextContent('50:00');
    act(() => vi.advanceTimersByTime(3_000));
    expect(screen.getByTestId('match-clock')).toHaveTextContent('50:03');
    // A new reading restarts from the feed's value.
    rerender(
      <MatchHeader
        match={match({ mc: { s: 3010, r: true, tp: 1, pe: 1004, tu: 1, itd: 0 } })}
        followed={false}
        onFollow={() => undefined}
        label={label}
      />,
    );
    expect(screen.getByTestId('match-clock')).toHaveTextContent('50:10');
  });

  it('holds a stopped clock', () => {
    vi.useFakeTimers();
    render(
      <MatchHeader
        match={match({ ms: 8, mc: { s: 2700, r: false, tp: 1, pe: 1003, tu: 1, itd: 0 } })}
        followed={false}
        onFollow={() => undefined}
        label={label}
      />,
    );
    act(() => vi.advanceTimersByTime(5_000));
    expect(screen.getByTestId('match-clock')).toHaveTextContent('45:00');
    expect(screen.getByText('Paused')).toBeInTheDocument();
  });
});

describe('market board', () => {
  it('shows every market under its period, and a tag tab narrows them', () => {
    render(<MarketBoard match={match()} oddsType={1} label={label} />);
    expect(screen.getByRole('heading', { name: 'Full Time' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: '1X2' })).getByLabelText('Reds 2.10')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Half' }));
    expect(screen.queryByRole('heading', { name: 'Full Time' })).toBeNull();
    expect(screen.getByRole('region', { name: '1st Half 1X2' })).toBeInTheDocument();
  });

  it('names each team once over its column and gives each line its own signed text', () => {
    const handicap: MarketGroup = {
      mty: 1000,
      pe: 1001,
      nm: 'Handicap',
      tps: ['h'],
      mks: [-0.25, 0.25].map((v, i) => ({
        id: 900 + i,
        ss: 1 as const,
        au: 1 as const,
        op: [
          { na: '{H}', nm: '', ty: 1, od: 1.9, li: v < 0 ? '-0/0.5' : '+0/0.5' },
          { na: '{A}', nm: '', ty: 2, od: 1.95, li: v < 0 ? '+0/0.5' : '-0/0.5' },
        ],
      })),
    };
    render(<MarketBoard match={match({ mg: [handicap], tps: ['h'] })} oddsType={2} label={label} />);
    const card = screen.getByRole('region', { name: 'Handicap' });
    expect(within(card).getAllByText('Reds')).toHaveLength(1);
    expect(within(card).getAllByText('Blues')).toHaveLength(1);
    expect(within(card).getByLabelText('Reds -0/0.5 0.9')).toHaveTextContent('-0/0.5');
    expect(within(card).getByLabelText('Reds +0/0.5 0.9')).toHaveTextContent('+0/0.5');
    expect(within(card).getByLabelText('Blues +0/0.5 0.95')).toBeInTheDocument();
    expect(within(card).getByLabelText('Blues -0/0.5 0.95')).toBeInTheDocument();
  });

  it('shows Hong Kong prices by the core rule', () => {
    render(<MarketBoard match={match()} oddsType={2} label={label} />);
    expect(within(screen.getByRole('region', { name: '1X2' })).getByLabelText('Reds 1.1')).toBeInTheDocument();
  });
});

describe('match statistics', () => {
  it('lists each score type by period', () => {
    render(<MatchStatistics nsg={match().nsg} sportId={1} homeName="Reds" awayName="Blues" label={label} />);
    const score = screen.getByRole('table', { name: 'Score' });
    expect(within(score).getByRole('row', { name: 'Match 2 1' })).toBeInTheDocument();
    expect(within(score).getByRole('row', { name: '1st Half 1 1' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Yellow cards' })).getByRole('row', { name: 'Match 0 2' }),
    ).toBeInTheDocument();
  });
});

describe('match video slot', () => {
  it('takes no room without a player', () => {
    const { container } = render(<MatchVideoSlot match={{ id: 5, nm: 'Reds vs Blues' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('hands the renderer the match and shows what it plays; a match without a stream leaves no box', () => {
    const video = vi.fn(({ matchId, title }: { matchId: number; title: string; noVideo: ReactNode }) =>
      matchId === 5 ? <span>{`playing ${matchId}: ${title}`}</span> : null,
    );
    const { rerender } = render(<MatchVideoSlot match={{ id: 5, nm: 'Reds vs Blues' }} video={video} />);
    expect(
      within(screen.getByRole('region', { name: 'Live video' })).getByText('playing 5: Reds vs Blues'),
    ).toBeVisible();
    expect(video).toHaveBeenCalledWith(expect.objectContaining({ noVideo: null }));
    rerender(<MatchVideoSlot match={{ id: 6, nm: 'Greens vs Golds' }} video={video} />);
    expect(screen.getByRole('region', { name: 'Live video', hidden: true })).toBeEmptyDOMElement();
  });
});

describe('latest statistics', () => {
  it('shows the figures of a match in play', () => {
    render(<LatestStatistics match={match()} label={label} />);
    expect(screen.getByRole('region', { name: 'Statistics' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Score' })).toBeInTheDocument();
  });

  it('shows no table before kick-off, even when the feed sends 0-0', () => {
    const upcoming = match({ ms: 4, nsg: [{ pe: 1000, tyg: 5, sc: [0, 0] }] });
    const { container } = render(<LatestStatistics match={upcoming} label={label} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing for a match in play whose feed has no figure yet', () => {
    const { container } = render(<LatestStatistics match={match({ nsg: [] })} label={label} />);
    expect(container).toBeEmptyDOMElement();
  });
});
