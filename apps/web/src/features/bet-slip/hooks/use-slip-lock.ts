import { useEffect, useState } from 'react';
import { LOCK_GRACE_MS, lockedUntil, useOrders } from '../stores/order-store';

/**
 * When the slip's in-play lock ends (epoch ms), or null when it is open. The lock is let go on
 * time even when no answer arrives to change the order store: an order the platform never decides
 * must not freeze the slip.
 */
export function useSlipLock(): number | null {
  const [now, setNow] = useState(() => Date.now());
  const until = useOrders((s) => lockedUntil(s, now));
  useEffect(() => {
    if (until === null) return;
    const id = setTimeout(() => setNow(Date.now()), Math.max(0, until + LOCK_GRACE_MS - Date.now()) + 20);
    return () => clearTimeout(id);
  }, [until, now]);
  return until;
}
