import clsx from 'clsx';
import { useId, type FormEvent, type ReactNode } from 'react';

const GAPS = { 2: 'gap-2', 3: 'gap-3', 4: 'gap-4', 5: 'gap-5' } as const;

/**
 * A card named by its heading: a section, or a form when it has `onSubmit`. `compact` cards (a
 * room's side panels) have a smaller heading.
 */
export function Panel({
  title,
  onSubmit,
  gap = 3,
  compact = false,
  children,
}: {
  title: ReactNode;
  onSubmit?: (e: FormEvent<HTMLFormElement>) => void;
  gap?: keyof typeof GAPS;
  compact?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  const className = clsx('flex min-w-0 flex-col rounded-2xl bg-surface p-4', GAPS[gap]);
  const content = (
    <>
      <h2 id={id} className={compact ? 'font-semibold' : 'text-lg font-semibold'}>
        {title}
      </h2>
      {children}
    </>
  );
  return onSubmit ? (
    <form onSubmit={onSubmit} noValidate aria-labelledby={id} className={className}>
      {content}
    </form>
  ) : (
    <section aria-labelledby={id} className={className}>
      {content}
    </section>
  );
}
