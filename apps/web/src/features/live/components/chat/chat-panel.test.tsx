import type { ChatMessage } from '@matchday/contract/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeTopics as topics } from '@/shared/realtime/fake-topics.test-support';
import { ApiError } from '@/shared/http/errors';
import { initI18n } from '@/shared/i18n/i18n';
import { useSession } from '@/shared/session/session-store';
import { ChatPanel } from './chat-panel';

const apiCall = vi.hoisted(() => vi.fn());
vi.mock('@/shared/http/api-client', async (original) => ({ ...(await original<object>()), apiCall }));
vi.mock('@/shared/realtime/use-topic', async () => ({
  useTopic: (await import('@/shared/realtime/fake-topics.test-support')).fakeTopics.useTopic,
}));

const line = (id: string, name: string, text: string, role: ChatMessage['role'] = 'viewer'): ChatMessage => ({
  id,
  streamId: 5,
  userId: 1,
  name,
  role,
  text,
  at: 1,
});
const refused = (code: number, msg: string, reason: string, retryInMs: number | null = null) =>
  new ApiError(code, msg, { reason, retryInMs, until: null });

let slowModeSeconds = 0;
let onSend: (body: { text: string; sig: string }) => ChatMessage;
let onSig: () => { sig: string };
let joinedAs: ChatMessage['role'] = 'viewer';

beforeAll(async () => {
  await (await initI18n('en')).loadNamespaces('live');
});
beforeEach(() => {
  slowModeSeconds = 0;
  onSig = () => ({ sig: 'sig-1' });
  onSend = (body) => line(`own-${body.text}`, 'me', body.text);
  joinedAs = 'viewer';
  apiCall.mockReset();
  apiCall.mockImplementation(async (route: { id: string }, opts: { body: { text: string; sig: string } }) => {
    if (route.id === 'live.chatroom.config.info') return { slowModeSeconds, membersOnly: true, maxLength: 200 };
    if (route.id === 'live.chatroom.getSig') return { ...onSig(), expiresAt: Date.now() + 60_000, topic: 'room:5' };
    if (route.id === 'live.chat.join') return { role: joinedAs, history: [line('h1', 'ann', 'kick-off soon')] };
    if (route.id === 'user.banLog.save') return { id: 1, ...opts.body };
    if (route.id === 'live.chat.send') return onSend(opts.body);
    throw new Error(route.id);
  });
  useSession.setState({ token: 'member-token' });
});
afterEach(() => {
  useSession.setState({ token: null });
  vi.useRealTimers();
});

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ChatPanel streamId={5} anchorId={7} />
    </QueryClientProvider>,
  );
}
const input = () => screen.getByLabelText('Message');
const type = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.submit(input().closest('form')!);
};
const callsOf = (id: string) => apiCall.mock.calls.filter(([route]) => route.id === id);

describe('chat panel', () => {
  it('joins with the ticket, shows the history and the room’s batches, and sends on Enter', async () => {
    renderPanel();
    expect(await screen.findByText('kick-off soon')).toBeInTheDocument();
    expect(callsOf('live.chat.join')[0]![1].body).toEqual({ streamId: 5, sig: 'sig-1' });
    act(() =>
      topics.get('room:5')!('chat', {
        messages: [line('b1', 'bob', 'what a goal'), line('b2', 'Coach', 'welcome', 'anchor')],
        dropped: 0,
      }),
    );
    expect(screen.getByText('what a goal')).toBeInTheDocument();
    expect(screen.getByText('Anchor')).toBeInTheDocument();

    await waitFor(() => expect(input()).toBeEnabled());
    type('hi all');
    await waitFor(() => expect(input()).toHaveValue(''));
    expect(callsOf('live.chat.send')[0]![1].body).toEqual({ streamId: 5, sig: 'sig-1', text: 'hi all' });
    // The same line in the next batch is shown once.
    act(() => topics.get('room:5')!('chat', { messages: [line('own-hi all', 'me', 'hi all')], dropped: 0 }));
    expect(screen.getAllByText('hi all')).toHaveLength(1);
  });

  it('asks a visitor to sign in and still shows the lines that arrive', async () => {
    useSession.setState({ token: null });
    renderPanel();
    expect(screen.getByText('Sign in to chat.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).toBeNull();
    act(() => topics.get('room:5')!('chat', { messages: [line('b1', 'bob', 'go go go')], dropped: 0 }));
    expect(screen.getByText('go go go')).toBeInTheDocument();
    expect(callsOf('live.chatroom.getSig')).toHaveLength(0);
  });

  it('tells a banned member why, with the server’s message, and offers no input', async () => {
    onSig = () => {
      throw refused(10403, 'You are banned from this room.', 'banned');
    };
    renderPanel();
    expect(await screen.findByText('You are banned from this room.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).toBeNull();
  });

  it('stops the input when the member is muted', async () => {
    onSend = () => {
      throw refused(10403, 'You are muted in this room.', 'muted');
    };
    renderPanel();
    await waitFor(() => expect(input()).toBeEnabled());
    type('hello?');
    expect(await screen.findByText('You are muted in this room.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Message')).toBeNull();
  });

  it('counts down a rate limit and then lets the member send again', async () => {
    onSend = () => {
      throw refused(10429, 'You are sending too fast. Try again in 2 s.', 'tooFast', 1_500);
    };
    renderPanel();
    await waitFor(() => expect(input()).toBeEnabled());
    type('again');
    expect(await screen.findByText('You are sending too fast. Try again in 2 s.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await waitFor(() => expect(screen.queryByText(/sending too fast/)).toBeNull(), { timeout: 3_000 });
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('shows slow mode and waits its seconds after a sent line', async () => {
    slowModeSeconds = 10;
    renderPanel();
    expect(await screen.findByText('Slow mode: one message every 10 s')).toBeInTheDocument();
    await waitFor(() => expect(input()).toBeEnabled());
    type('one');
    expect(await screen.findByText('Slow mode: you can send again in 10 s.')).toBeInTheDocument();
  });

  it('fetches a new ticket and joins again when the ticket ran out, and after a socket gap', async () => {
    let n = 0;
    onSig = () => ({ sig: `sig-${++n}` });
    onSend = (body) => {
      if (body.sig === 'sig-1') throw refused(10403, 'Your chat session ended. Reconnecting…', 'ticketExpired');
      return line('x', 'me', body.text);
    };
    renderPanel();
    await waitFor(() => expect(input()).toBeEnabled());
    type('late');
    expect(await screen.findByText('Reconnecting to the chat… Please send again.')).toBeInTheDocument();
    await waitFor(() => expect(callsOf('live.chat.join')).toHaveLength(2));
    expect(callsOf('live.chat.join')[1]![1].body.sig).toBe('sig-2');
    act(() => topics.resync('room:5'));
    await waitFor(() => expect(callsOf('live.chat.join')).toHaveLength(3));
  });

  it('lets the room’s anchor ban a viewer from their line, in the anchor’s room', async () => {
    joinedAs = 'anchor';
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Moderate ann' }));
    const dialog = screen.getByRole('dialog', { name: 'Moderate ann' });
    expect(dialog).toHaveTextContent('kick-off soon');
    fireEvent.change(screen.getByLabelText('For how long'), { target: { value: '1440' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ban' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsOf('user.banLog.save')[0]![1].body).toEqual({
      userId: 1,
      roomId: 7,
      banType: 2,
      reason: "Broke the room's chat rules",
      durationMinutes: 1440,
    });
  });

  it('gives viewers no moderation', async () => {
    renderPanel();
    await screen.findByText('kick-off soon');
    expect(screen.queryByRole('button', { name: 'Moderate ann' })).not.toBeInTheDocument();
  });
});
