import type { ChatMessage } from '@matchday/contract/client';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTopic } from '@/shared/realtime/use-topic';
import { useSession } from '@/shared/session/session-store';
import { joinChat } from '../api/live-chat-join';
import { sendChatLine } from '../api/live-chat-send';
import { useChatConfig } from '../api/live-chatroom-config-info';
import { fetchChatSig } from '../api/live-chatroom-get-sig';
import { appendLines } from '../lib/chat-log';
import { chatBlockOf } from '../lib/chat-refusal';

/** Whether this viewer can post, and if not, why. */
export type ChatAccess =
  | { kind: 'signedOut' }
  | { kind: 'joining' }
  | { kind: 'ready'; sig: string; role: ChatMessage['role'] }
  | { kind: 'stopped'; message: string };

export type ChatWait = { reason: 'slowMode' | 'tooFast'; until: number } | null;

/**
 * A room's chat: a ticket (getSig), joining with the last 50 lines, then the `room:{id}` chat
 * batches. A member joins again after a socket gap (lines may have been missed) and when the ticket
 * runs out; a guest reads the lines that arrive while they watch.
 */
export function useRoomChat(streamId: number) {
  const { t } = useTranslation('live');
  const token = useSession((s) => s.token);
  const [lines, setLines] = useState<ChatMessage[]>([]);
  const [joins, setJoins] = useState(0);
  // The outcome of one join attempt (a session, a room, a count); until it lands the member is joining.
  const attempt = `${token}:${streamId}:${joins}`;
  const [joined, setJoined] = useState<{ attempt: string; access: ChatAccess } | null>(null);
  const access: ChatAccess =
    token === null ? { kind: 'signedOut' } : joined?.attempt === attempt ? joined.access : { kind: 'joining' };
  const [wait, setWait] = useState<ChatWait>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const config = useChatConfig(streamId);

  useEffect(() => {
    if (token === null) return undefined;
    const ctrl = new AbortController();
    void (async () => {
      try {
        const { sig } = await fetchChatSig(streamId, ctrl.signal);
        const answer = await joinChat(streamId, sig, ctrl.signal);
        if (ctrl.signal.aborted) return;
        setLines((log) => appendLines(answer.history, log));
        setJoined({ attempt, access: { kind: 'ready', sig, role: answer.role } });
      } catch (err) {
        if (ctrl.signal.aborted) return;
        const block = chatBlockOf(err, t('chat.joinFailed'));
        setJoined({
          attempt,
          access: {
            kind: 'stopped',
            message: block.kind === 'stop' || block.kind === 'say' ? block.message : t('chat.joinFailed'),
          },
        });
      }
    })();
    return () => ctrl.abort();
  }, [attempt, streamId, token, t]);

  useTopic(
    `room:${streamId}`,
    'chat',
    (batch) => setLines((log) => appendLines(log, batch.messages)),
    () => setJoins((n) => n + 1),
  );

  const slowModeSeconds = config.data?.slowModeSeconds ?? 0;
  async function send(text: string): Promise<boolean> {
    if (access.kind !== 'ready') return false;
    setNotice(null);
    try {
      const line = await sendChatLine(streamId, access.sig, text);
      setLines((log) => appendLines(log, [line]));
      if (slowModeSeconds > 0 && access.role === 'viewer')
        setWait({ reason: 'slowMode', until: Date.now() + slowModeSeconds * 1_000 });
      return true;
    } catch (err) {
      const block = chatBlockOf(err, t('chat.sendFailed'));
      if (block.kind === 'wait') setWait({ reason: block.reason, until: block.until });
      else if (block.kind === 'rejoin') {
        setNotice(t('chat.rejoining'));
        setJoins((n) => n + 1);
      } else if (block.kind === 'stop') setJoined({ attempt, access: { kind: 'stopped', message: block.message } });
      else setNotice(block.message);
      return false;
    }
  }

  return {
    lines,
    access,
    wait,
    clearWait: () => setWait(null),
    notice,
    send,
    slowModeSeconds,
    maxLength: config.data?.maxLength ?? 200,
  };
}
