import { replaceEqualDeep } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/**
 * Values by key, each with its own subscribers: writing one key notifies only that key's readers,
 * and a value equal to the one held keeps its identity and notifies nobody. Latest write wins.
 * For data that changes faster than a query cache should (house rule 3: odds and scores).
 */
export interface KeyedStore<V> {
  get(key: string): V | undefined;
  set(key: string, value: V): void;
  subscribe(key: string, listener: () => void): () => void;
  /** Forgets every value and tells every reader. */
  clear(): void;
}

export function createKeyedStore<V>(): KeyedStore<V> {
  const values = new Map<string, V>();
  const listeners = new Map<string, Set<() => void>>();
  const notify = (key: string) => listeners.get(key)?.forEach((l) => l());
  return {
    get: (key) => values.get(key),
    set(key, value) {
      const held = values.get(key);
      const next = held === undefined ? value : replaceEqualDeep(held, value);
      if (next === held) return;
      values.set(key, next);
      notify(key);
    },
    subscribe(key, listener) {
      const set = listeners.get(key) ?? new Set();
      listeners.set(key, set);
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    clear() {
      const keys = [...values.keys()];
      values.clear();
      keys.forEach(notify);
    },
  };
}

/** The value under one key, re-rendering the caller only when that key changes. */
export function useKeyedValue<V>(store: KeyedStore<V>, key: string): V | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(key, listener), [store, key]);
  return useSyncExternalStore(subscribe, () => store.get(key));
}
