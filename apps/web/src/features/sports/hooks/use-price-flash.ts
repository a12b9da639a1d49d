import { useEffect, useSyncExternalStore } from 'react';
import { priceDirection, type PriceDirection } from '../lib/odds-cell';

/** How long a changed price stays highlighted. */
export const FLASH_MS = 1_500;

// Kept outside React and keyed by cell, so a row scrolled out and back still compares its prices.
const lastSeen = new Map<string, number>();
const flashes = new Map<string, Exclude<PriceDirection, null>>();
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((l) => l());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The direction of the latest change of this cell's price, cleared after FLASH_MS. */
export function usePriceFlash(key: string, od: number): PriceDirection {
  useEffect(() => {
    const direction = priceDirection(lastSeen.get(key), od);
    lastSeen.set(key, od);
    if (!direction) return;
    flashes.set(key, direction);
    emit();
    const timer = setTimeout(() => {
      flashes.delete(key);
      emit();
    }, FLASH_MS);
    return () => {
      clearTimeout(timer);
      if (flashes.delete(key)) emit();
    };
  }, [key, od]);
  return useSyncExternalStore(subscribe, () => flashes.get(key) ?? null);
}
