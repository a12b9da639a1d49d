import { Link } from '@tanstack/react-router';
import type { AnchorHTMLAttributes } from 'react';

/** A link to a stream's room (/anchorPlay?id=). */
export function RoomLink({
  streamId,
  ...anchor
}: { streamId: number } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>) {
  return <Link to="/anchorPlay" search={{ id: streamId }} {...anchor} />;
}
