import type { MemberInfo } from '@matchday/contract/client';
import { Link, useLocation } from '@tanstack/react-router';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { logout } from '@/features/auth/lib/session-actions';
import { useDismiss } from '@/shared/ui/use-dismiss';
import { ThemeSwitch } from './theme-switch';

const ITEM = 'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm hover:bg-surface-2';

/**
 * The phone header's account actions behind one button (below 640 px the header keeps only the
 * balance and Deposit): the member centre, My bets, the anchor and admin centres by role, the
 * theme and Log out. Closes on a choice, Escape, a tap outside or a new page.
 */
export function AccountMenu({ user }: { user: MemberInfo }) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (l) => l.pathname });
  // Open on the page it was opened on: a new page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const close = useCallback(() => setOpenOn(null), []);
  useDismiss(open, close, root, button);

  const anchor = user.role === 'anchor' || user.role === 'admin';
  return (
    <div ref={root} className="relative sm:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('header.accountMenu', { name: user.userName })}
        onClick={() => setOpen(!open)}
        className="flex h-10 w-10 items-center justify-center rounded-lg border border-line hover:bg-surface-2"
        data-testid="account-menu"
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" className="h-5 w-5 fill-current">
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
        </svg>
      </button>
      {open && (
        <div
          id={listId}
          className="absolute right-0 top-12 z-50 w-60 rounded-xl border border-line bg-surface p-2 shadow-lg"
        >
          <p className="truncate px-3 py-2 text-sm font-semibold">{user.userName}</p>
          <ul className="flex flex-col">
            <li>
              <Link to="/personal/$id" params={{ id: String(user.id) }} className={ITEM} onClick={close}>
                {t('header.myAccount')}
              </Link>
            </li>
            <li>
              <Link to="/my-bets" className={ITEM} onClick={close}>
                {t('header.myBets')}
              </Link>
            </li>
            {anchor && (
              <li>
                <Link to="/personalAnchor" className={ITEM} onClick={close}>
                  {t('header.anchorCentre')}
                </Link>
              </li>
            )}
            {user.role === 'admin' && (
              <li>
                <Link to="/superadmincenter" className={ITEM} onClick={close}>
                  {t('header.adminCentre')}
                </Link>
              </li>
            )}
            <li className="flex items-center justify-between gap-2 px-3 py-1 text-sm">
              <span>{t('header.theme')}</span>
              <ThemeSwitch />
            </li>
            <li className="mt-1 border-t border-line pt-1">
              <button type="button" className={ITEM} onClick={() => void logout()}>
                {t('header.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}
