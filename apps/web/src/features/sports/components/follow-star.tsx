import clsx from 'clsx';
import { useTranslation } from 'react-i18next';

/** The follow toggle of a match or outright (spec §4: following toggles it in its sport's list). */
export function FollowStar({
  name,
  followed,
  onToggle,
  className,
}: {
  name: string;
  followed: boolean;
  onToggle: () => void;
  className?: string;
}) {
  const { t } = useTranslation('sports');
  return (
    <button
      type="button"
      aria-pressed={followed}
      aria-label={followed ? t('unfollow', { name }) : t('follow', { name })}
      onClick={onToggle}
      // 40 px to touch; a row pulls it into its 20 px line with negative margins.
      className={clsx('flex size-10 shrink-0 items-center justify-center rounded-lg hover:bg-surface-2', className)}
    >
      <svg
        viewBox="0 0 24 24"
        width="16"
        height="16"
        aria-hidden="true"
        fill={followed ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.8"
        className={clsx(followed && 'text-accent')}
      >
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
    </button>
  );
}
