import type { ReactNode } from 'react';

/** A stand-in for the router's Link in component tests: a plain anchor to the same place, no router needed. */
export function TestLink({
  to,
  search,
  children,
  className,
}: {
  to: string;
  search?: Record<string, string | number>;
  children?: ReactNode;
  className?: string;
}) {
  const query = search
    ? `?${new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)])).toString()}`
    : '';
  return (
    <a href={`${to}${query}`} className={className}>
      {children}
    </a>
  );
}
