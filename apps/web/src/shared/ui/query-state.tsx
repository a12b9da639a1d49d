import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '@/shared/query/use-online';
import { Button } from './button';

/** A note that data is on its way, announced politely. */
export function LoadingNote({ text, className }: { text: string; className?: string }) {
  return (
    <p role="status" className={clsx('text-sm text-muted', className)}>
      {text}
    </p>
  );
}

/**
 * A failed load, announced, with the button that asks again; offline it says so first. Without
 * texts it says "This could not be loaded." and "Retry" in the page's language.
 */
export function LoadFailed({
  text,
  retry,
  onRetry,
  className,
}: {
  text?: ReactNode;
  retry?: string;
  onRetry: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  return (
    <div
      role="alert"
      className={clsx('flex flex-wrap items-center gap-3 text-sm', className)}
      data-testid="load-failed"
    >
      <span className="min-w-0">
        {!online && <span className="block font-semibold">{t('errors.offline')}</span>}
        {text ?? t('errors.loadFailed')}
      </span>
      <Button variant="ghost" onClick={onRetry}>
        {retry ?? t('errors.retry')}
      </Button>
    </div>
  );
}

/** What a query's view needs: its data, whether it is on its way, and a way to ask again. */
interface ViewedQuery<T> {
  data: T | undefined;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * A query's view: the loading note while it is on its way, the failure with a retry when there is
 * nothing to show, the empty note when `isEmpty`, else `children` with the data.
 */
export function QueryView<T>({
  query,
  texts,
  isEmpty,
  className,
  children,
}: {
  query: ViewedQuery<T>;
  texts: { loading: string; failed: string; retry: string; empty?: string };
  isEmpty?: (data: T) => boolean;
  /** The notes' own look (a card's, where they stand in for one). */
  className?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <LoadingNote text={texts.loading} className={className} />;
  if (query.data === undefined) {
    return (
      <LoadFailed text={texts.failed} retry={texts.retry} onRetry={() => void query.refetch()} className={className} />
    );
  }
  if (!isEmpty?.(query.data)) return children(query.data);
  return texts.empty ? <p className={clsx('text-sm text-muted', className)}>{texts.empty}</p> : null;
}
