import { useCallback, useState } from 'react';
import type { StoredValue } from './schema';
import { readStored, writeStored } from './storage';

type Settings = StoredValue<'settings'>;

/** One of the member's settings (spec §3 `settings`): read once, saved beside the others on change. */
export function useSetting<K extends keyof Settings>(name: K): [Settings[K], (next: Settings[K]) => void] {
  const [value, setValue] = useState(() => readStored('settings')[name]);
  const change = useCallback(
    (next: Settings[K]) => {
      writeStored('settings', { ...readStored('settings'), [name]: next });
      setValue(next);
    },
    [name],
  );
  return [value, change];
}
