import type { ChatMessage } from '@matchday/contract/client';
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** How close to the bottom (px) still counts as following the conversation. */
const FOLLOW_SLACK_PX = 24;

/** The room's lines, following new ones unless the viewer scrolled up to read; moderators get a viewer's name as a button. */
export function ChatLines({
  lines,
  onModerate,
  fill = false,
}: {
  lines: readonly ChatMessage[];
  onModerate?: ((line: ChatMessage) => void) | undefined;
  /** Take the height the panel leaves instead of a fixed one (the phone room). */
  fill?: boolean;
}) {
  const { t } = useTranslation('live');
  const box = useRef<HTMLOListElement>(null);
  const following = useRef(true);
  const [unread, setUnread] = useState(false);

  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    if (following.current) el.scrollTop = el.scrollHeight;
    else setUnread(true);
  }, [lines]);

  const toBottom = () => {
    const el = box.current;
    if (el) el.scrollTop = el.scrollHeight;
    following.current = true;
    setUnread(false);
  };

  return (
    <div className="relative min-h-0 flex-1">
      <ol
        ref={box}
        aria-label={t('chat.lines')}
        aria-live="polite"
        className={
          fill
            ? 'absolute inset-0 overflow-y-auto overscroll-contain px-1 text-sm'
            : 'h-72 overflow-y-auto px-1 text-sm lg:h-96'
        }
        onScroll={(e) => {
          const el = e.currentTarget;
          following.current = el.scrollHeight - el.scrollTop - el.clientHeight <= FOLLOW_SLACK_PX;
          if (following.current) setUnread(false);
        }}
      >
        {lines.length === 0 ? (
          <li className="py-6 text-center text-muted">{t('chat.empty')}</li>
        ) : (
          lines.map((m) => (
            <li key={m.id} className="break-words py-0.5">
              {onModerate && m.role === 'viewer' ? (
                <button
                  type="button"
                  onClick={() => onModerate(m)}
                  aria-label={t('moderation.open', { name: m.name })}
                  className="font-semibold text-muted underline decoration-dotted hover:text-text"
                >
                  {m.name}
                </button>
              ) : (
                <span className={m.role === 'viewer' ? 'font-semibold text-muted' : 'font-semibold text-accent'}>
                  {m.name}
                </span>
              )}
              {m.role !== 'viewer' && (
                <span className="ml-1 rounded bg-surface-2 px-1 text-xs">{t(`chat.role.${m.role}`)}</span>
              )}
              <span className="ml-1">{m.text}</span>
            </li>
          ))
        )}
      </ol>
      {unread && (
        <button
          type="button"
          onClick={toBottom}
          className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-accent px-3 py-1 text-xs text-on-accent shadow"
        >
          {t('chat.newLines')}
        </button>
      )}
    </div>
  );
}
