import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface DialogProps {
  open: boolean;
  title: string;
  onClose?: () => void;
  children: ReactNode;
  /** Set to the page marker so tests and styles can tell pages apart (spec §2 "vtob"). */
  page?: string;
}

/** A modal dialog: labelled, focus moved inside on open, Escape closes, focus restored on close. */
export function Dialog({ open, title, onClose, children, page }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement as HTMLElement | null;
    const root = panel.current;
    (
      root?.querySelector<HTMLElement>('input, select, textarea') ?? root?.querySelector<HTMLElement>('button, [href]')
    )?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose?.();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [open, onClose]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/60 sm:items-center" onClick={onClose}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-page={page}
        className="w-full max-w-md rounded-t-2xl border border-line bg-surface p-5 shadow-xl sm:rounded-2xl"
        onClick={(e) => e.stopPropagation()}
      >
        <div className="mb-4 flex items-center justify-between gap-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {onClose && (
            <button
              type="button"
              onClick={onClose}
              aria-label={t('dialog.close')}
              className="rounded-lg px-2 py-1 text-xl leading-none text-muted hover:bg-surface-2"
            >
              ×
            </button>
          )}
        </div>
        {children}
      </div>
    </div>
  );
}
