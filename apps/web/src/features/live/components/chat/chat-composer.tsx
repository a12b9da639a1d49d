import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import type { ChatAccess, ChatWait } from '../../hooks/use-room-chat';
import { SignInPrompt } from '../sign-in-prompt';

const secondsUntil = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1_000));

/** Why the input waits, counting down once a second; calls `onOver` when the wait is over. Keyed by the wait. */
function WaitNote({ wait, onOver }: { wait: NonNullable<ChatWait>; onOver: () => void }) {
  const { t } = useTranslation('live');
  const [seconds, setSeconds] = useState(() => secondsUntil(wait.until));
  const over = useRef(onOver);
  useEffect(() => {
    over.current = onOver;
  });
  useEffect(() => {
    const timer = setInterval(() => {
      const left = secondsUntil(wait.until);
      setSeconds(left);
      if (left === 0) {
        clearInterval(timer);
        over.current();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [wait.until]);
  return (
    <p role="status" className="text-xs text-muted">
      {t(wait.reason === 'slowMode' ? 'chat.slowModeWait' : 'chat.tooFastWait', { seconds })}
    </p>
  );
}

/** The line input: Enter sends; disabled with the reason while signed out, joining, stopped or waiting. */
export function ChatComposer(props: {
  access: ChatAccess;
  wait: ChatWait;
  onWaitOver: () => void;
  maxLength: number;
  send: (text: string) => Promise<boolean>;
}) {
  const { t } = useTranslation('live');
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const { access } = props;

  if (access.kind === 'signedOut') {
    return <SignInPrompt text={t('chat.signInToChat')} />;
  }
  if (access.kind === 'stopped') {
    return (
      <p role="status" className="text-sm text-muted">
        {access.message}
      </p>
    );
  }

  const blocked = access.kind === 'joining' || props.wait !== null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (sending || blocked || text.trim() === '') return;
    setSending(true);
    if (await props.send(text)) setText('');
    setSending(false);
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-1">
      <div className="flex gap-2">
        <input
          aria-label={t('chat.input')}
          className="min-h-10 min-w-0 flex-1 rounded-xl border border-line bg-bg px-3 text-sm disabled:opacity-60"
          value={text}
          maxLength={props.maxLength}
          placeholder={t('chat.placeholder')}
          disabled={access.kind !== 'ready'}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" disabled={blocked || sending || text.trim() === ''}>
          {t('chat.send')}
        </Button>
      </div>
      {access.kind === 'joining' && (
        <p role="status" className="text-xs text-muted">
          {t('chat.joining')}
        </p>
      )}
      {props.wait && <WaitNote key={props.wait.until} wait={props.wait} onOver={props.onWaitOver} />}
    </form>
  );
}
