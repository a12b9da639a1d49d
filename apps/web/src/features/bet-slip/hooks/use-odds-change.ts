import { useCallback, useState } from 'react';
import { readStored, writeStored } from '@/shared/storage/storage';
import type { OddsChange } from '../lib/placement';

/** The member's accept-better/any setting (settings `oddsChange`, spec default 1), saved on change. */
export function useOddsChange(): [OddsChange, (next: OddsChange) => void] {
  const [value, setValue] = useState<OddsChange>(() => readStored('settings').oddsChange);
  const change = useCallback((next: OddsChange) => {
    writeStored('settings', { ...readStored('settings'), oddsChange: next });
    setValue(next);
  }, []);
  return [value, change];
}
