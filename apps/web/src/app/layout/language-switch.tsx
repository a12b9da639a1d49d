import { MENU_LANGUAGES } from '@matchday/core';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '@/shared/i18n/i18n';
import { useDismiss } from '@/shared/ui/use-dismiss';
import { LanguageFlag } from './language-flags';

const ITEM = 'flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm hover:bg-surface-2';

/**
 * The language menu: zh-cn, en, vi and th, each with an SVG flag and its name in its own language.
 * A button opens the list (a native select cannot show images); it closes on a choice, Escape or a tap outside.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = MENU_LANGUAGES.find((l) => l.value === i18n.language) ?? MENU_LANGUAGES[0]!;

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, close, root, button);

  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={t('header.languageCurrent', { name: current.title })}
        onClick={() => setOpen(!open)}
        className="flex min-h-10 min-w-10 items-center justify-center gap-1.5 rounded-lg border border-line px-2 text-sm hover:bg-surface-2"
        data-testid="language-switch"
      >
        <LanguageFlag icon={current.icon} />
        <span className="hidden sm:inline" lang={current.value}>
          {current.title}
        </span>
      </button>
      {open && (
        <ul
          id={listId}
          aria-label={t('header.language')}
          className="absolute right-0 top-12 z-50 flex w-48 flex-col rounded-xl border border-line bg-surface p-2 shadow-lg"
          data-testid="language-menu"
        >
          {MENU_LANGUAGES.map((l) => (
            <li key={l.value}>
              <button
                type="button"
                lang={l.value}
                aria-current={l.value === current.value ? 'true' : undefined}
                className={`${ITEM} ${l.value === current.value ? 'font-semibold' : ''}`}
                onClick={() => {
                  setOpen(false);
                  void changeLanguage(l.value);
                }}
                data-testid={`language-${l.value}`}
              >
                <LanguageFlag icon={l.icon} />
                {l.title}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
