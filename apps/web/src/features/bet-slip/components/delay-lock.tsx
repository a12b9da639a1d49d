import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Seconds left until `until` (epoch ms), ticking while shown. */
function useSecondsLeft(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

/** The slip locked while a live bet waits its in-play delay: what is happening and the seconds left. */
export function DelayLock({ until }: { until: number }) {
  const { t } = useTranslation('bet-slip');
  const left = useSecondsLeft(until);
  return (
    <div
      role="status"
      data-testid="delay-lock"
      className="flex items-center gap-3 rounded-xl border border-accent/60 bg-accent/10 p-3 text-sm"
    >
      <span
        role="timer"
        aria-label={t('lock.secondsLeft', { count: left })}
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent text-base font-bold text-on-accent tabular-nums"
      >
        {left > 0 ? left : '…'}
      </span>
      <span className="min-w-0">
        <span className="block font-semibold">{t('lock.title')}</span>
        <span className="block text-xs text-muted">{left > 0 ? t('lock.body') : t('lock.waiting')}</span>
      </span>
    </div>
  );
}
