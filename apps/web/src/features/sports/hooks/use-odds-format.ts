import type { OddsType } from '@matchday/core';
import { useCallback, useState } from 'react';
import { readStored, writeStored } from '@/shared/storage/storage';

/** The member's odds format (settings `oddsFormat`, spec default 1 European), persisted on change. */
export function useOddsFormat(): [OddsType, (next: OddsType) => void] {
  const [format, setFormat] = useState<OddsType>(() => readStored('settings').oddsFormat);
  const change = useCallback((next: OddsType) => {
    writeStored('settings', { ...readStored('settings'), oddsFormat: next });
    setFormat(next);
  }, []);
  return [format, change];
}
