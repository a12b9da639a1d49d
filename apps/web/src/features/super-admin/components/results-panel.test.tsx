import type { ResultDeskRecord } from '@matchday/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/http/errors';
import { initI18n } from '@/shared/i18n/i18n';
import { Toaster } from '@/shared/ui/toaster';
import { ResultsPanel } from './results-panel';

const apiCall = vi.hoisted(() => vi.fn());
const sportsCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));
vi.mock('@/shared/http/sports-client', async (original) => ({ ...(await original<object>()), sportsCall }));

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces(['admin', 'sports']);
});

const record = (over: Partial<ResultDeskRecord> = {}): ResultDeskRecord => ({
  matchId: 29_640_180_012,
  sportId: 1,
  leagueName: 'V.League 1',
  homeName: 'Reds',
  awayName: 'Blues',
  kickoff: Date.now() - 3 * 3600_000,
  version: 1,
  end: 'finished',
  scores: [
    { pe: 1000, tyg: 5, sc: [2, 1] },
    { pe: 1002, tyg: 5, sc: [1, 0] },
    { pe: 1001, tyg: 5, sc: [2, 1] },
  ],
  scoresBeforeVoid: null,
  note: null,
  recordedAt: Date.now() - 3600_000,
  betLegs: 3,
  ...over,
});

const routes = { list: 'admin.result.list', correct: 'admin.result.correct', void: 'admin.result.void' };
const callsTo = (id: string) => apiCall.mock.calls.filter(([route]) => route.id === id).map(([, opts]) => opts);

beforeEach(() => {
  apiCall.mockReset();
  sportsCall.mockReset();
  // The platform's language pack names the first half.
  sportsCall.mockResolvedValue({ Period: { '1002': { ENG: '1st half' } } });
  apiCall.mockImplementation(
    async (route: { id: string }, opts: { body?: { scores?: unknown; note?: string; end?: string } }) => {
      if (route.id === routes.list)
        return {
          list: [
            record(),
            record({
              matchId: 29_640_180_013,
              homeName: 'Owls',
              awayName: 'Hawks',
              version: 2,
              note: 'Own goal given',
              betLegs: 0,
            }),
          ],
          total: 45,
          sports: [1, 3],
        };
      if (route.id === routes.correct)
        return {
          before: record(),
          after: record({
            version: 2,
            scores: opts.body!.scores as ResultDeskRecord['scores'],
            note: opts.body!.note!,
          }),
        };
      if (route.id === routes.void)
        return { before: record(), after: record({ version: 2, end: opts.body!.end as 'abandoned', scores: [] }) };
      throw new Error(route.id);
    },
  );
});

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ResultsPanel />
      <Toaster />
    </QueryClientProvider>,
  );
}

async function openReds() {
  fireEvent.click(
    within(await screen.findByRole('list', { name: 'Recorded results' })).getByRole('button', { name: /Reds - Blues/ }),
  );
  return screen.findByRole('dialog', { name: 'Result of Reds - Blues' });
}

describe('results desk', () => {
  it('lists recorded results with score, status, note and bet legs, filters by sport and match id, and pages', async () => {
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Recorded results' });
    const [reds, owls] = within(list).getAllByRole('button');
    expect(reds).toHaveTextContent(/Reds - Blues.*2 : 1.*Soccer · V\.League 1 .*#29640180012.*Finished.*Bet legs: 3/);
    expect(owls).toHaveTextContent(/Owls - Hawks.*Corrected v2.*Own goal given.*Bet legs: 0/);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(callsTo(routes.list)[0]).toMatchObject({ query: { pageNum: 1, pageSize: 20 } });

    fireEvent.change(screen.getByLabelText('Sport'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Match id'), { target: { value: '29x640' } });
    expect(screen.getByLabelText('Match id')).toHaveValue('29640');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() =>
      expect(callsTo(routes.list).at(-1)).toMatchObject({
        query: { sportId: 3, matchId: 29640, pageNum: 1, pageSize: 20 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(callsTo(routes.list).at(-1)).toMatchObject({ query: { sportId: 3, pageNum: 2 } }));
  });

  it('blocks a correction without a note or without a change, then saves the edited scores after confirming and refreshes the list', async () => {
    renderPanel();
    const editor = await openReds();
    expect(await within(editor).findByRole('row', { name: /1st half/ })).toBeInTheDocument();
    fireEvent.click(within(editor).getByRole('button', { name: 'Save correction' }));
    expect(await within(editor).findByText('Change at least one score first.')).toBeInTheDocument();
    expect(within(editor).getByText('Write a note saying why (1–180 characters).')).toBeInTheDocument();

    fireEvent.change(within(editor).getByLabelText('Score, Match, Blues'), { target: { value: '2' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save correction' }));
    expect(within(editor).getByText('Write a note saying why (1–180 characters).')).toBeInTheDocument();
    expect(callsTo(routes.correct)).toEqual([]);

    fireEvent.change(within(editor).getByLabelText('Correction note (why)'), {
      target: { value: ' Equaliser given after review ' },
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Save correction' }));
    const confirm = await screen.findByRole('dialog', { name: 'Save this correction?' });
    expect(confirm).toHaveTextContent(
      'Reds - Blues becomes 2 : 2 as version 2. The bets on this match (3 bet legs) will be re-settled',
    );
    expect(callsTo(routes.correct)).toEqual([]);
    const listCalls = callsTo(routes.list).length;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm correction' }));

    await waitFor(() => expect(callsTo(routes.correct)).toHaveLength(1));
    expect(callsTo(routes.correct)[0]).toMatchObject({
      body: {
        matchId: 29_640_180_012,
        version: 1,
        note: 'Equaliser given after review',
        scores: [
          { pe: 1000, tyg: 5, sc: [2, 2] },
          { pe: 1002, tyg: 5, sc: [1, 0] },
          { pe: 1001, tyg: 5, sc: [2, 2] },
        ],
      },
    });
    expect(
      await screen.findByText('Reds - Blues: version 2 saved. Its bets are being re-settled.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(routes.list).length).toBeGreaterThan(listCalls));
  });

  it('asks before voiding a match, needs a note, and shows the server’s refusal in the editor', async () => {
    renderPanel();
    let editor = await openReds();
    fireEvent.click(within(editor).getByRole('button', { name: 'Void match' }));
    expect(within(editor).getByText('Write a note saying why (1–180 characters).')).toBeInTheDocument();
    fireEvent.change(within(editor).getByLabelText('How it ended'), { target: { value: 'abandoned' } });
    fireEvent.change(within(editor).getByLabelText('Void note (why)'), { target: { value: 'Floodlights failed' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Void match' }));
    const confirm = await screen.findByRole('dialog', { name: 'Void this match?' });
    expect(confirm).toHaveTextContent(
      'Reds - Blues will be void (Abandoned). Every bet on it (3 bet legs) becomes void and its stake is returned',
    );
    fireEvent.click(within(confirm).getByRole('button', { name: 'Back' }));
    editor = await screen.findByRole('dialog', { name: 'Result of Reds - Blues' });
    expect(callsTo(routes.void)).toEqual([]);

    apiCall.mockImplementationOnce(async () => {
      throw new ApiError(10311, 'This match has no recorded result yet, so there is nothing to correct or void.');
    });
    fireEvent.click(within(editor).getByRole('button', { name: 'Void match' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Void this match?' })).getByRole('button', {
        name: 'Confirm void',
      }),
    );
    editor = await screen.findByRole('dialog', { name: 'Result of Reds - Blues' });
    expect(within(editor).getByRole('alert')).toHaveTextContent('This match has no recorded result yet');

    fireEvent.click(within(editor).getByRole('button', { name: 'Void match' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Void this match?' })).getByRole('button', {
        name: 'Confirm void',
      }),
    );
    await waitFor(() =>
      expect(callsTo(routes.void).at(-1)).toMatchObject({
        body: { matchId: 29_640_180_012, version: 1, end: 'abandoned', note: 'Floodlights failed' },
      }),
    );
    expect(await screen.findByText('Reds - Blues is void. Stakes are being returned.')).toBeInTheDocument();
  });

  it('reinstates a void match from the scores it was played to, on the version shown', async () => {
    const voided = record({
      matchId: 29_640_180_014,
      homeName: 'Lions',
      awayName: 'Bears',
      version: 3,
      end: 'cancelled',
      scores: [],
      scoresBeforeVoid: record().scores,
      note: 'Storm',
    });
    apiCall.mockImplementation(
      async (route: { id: string }, opts: { body?: { scores?: ResultDeskRecord['scores']; note?: string } }) => {
        if (route.id === routes.list) return { list: [voided], total: 1, sports: [1] };
        if (route.id === routes.correct)
          return {
            before: voided,
            after: record({
              ...voided,
              version: 4,
              end: 'finished',
              scores: opts.body!.scores!,
              scoresBeforeVoid: null,
              note: opts.body!.note!,
            }),
          };
        throw new Error(route.id);
      },
    );
    renderPanel();
    fireEvent.click(
      within(await screen.findByRole('list', { name: 'Recorded results' })).getByRole('button', {
        name: /Lions - Bears/,
      }),
    );
    const editor = await screen.findByRole('dialog', { name: 'Result of Lions - Bears' });
    expect(within(editor).getByRole('heading', { name: 'Reinstate the result' })).toBeInTheDocument();
    expect(within(editor).getByLabelText('Score, Match, Lions')).toHaveValue(2);
    fireEvent.change(within(editor).getByLabelText('Correction note (why)'), { target: { value: 'Played after all' } });
    fireEvent.click(within(editor).getByRole('button', { name: 'Reinstate with these scores' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reinstate this result?' });
    expect(confirm).toHaveTextContent('Lions - Bears becomes 2 : 1 as version 4.');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm reinstatement' }));
    await waitFor(() =>
      expect(callsTo(routes.correct)).toEqual([
        expect.objectContaining({
          body: { matchId: 29_640_180_014, version: 3, scores: record().scores, note: 'Played after all' },
        }),
      ]),
    );
  });

  it('says so when nothing is recorded, and retries after a failure', async () => {
    let failed = false;
    apiCall.mockImplementation(async () => {
      if (failed) return { list: [], total: 0, sports: [1] };
      failed = true;
      throw new ApiError(10999, 'Something went wrong on our side.');
    });
    renderPanel();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No recorded results match these filters.')).toBeInTheDocument();
  });
});
