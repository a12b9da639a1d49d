import { useSyncExternalStore } from 'react';

// Below this width the room takes the phone layout: video on top, chat filling the rest, gifts and picks in sheets.
const QUERY = '(min-width: 1024px)';
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the room has a wide screen for the side-by-side layout (followed live; wide where it cannot tell). */
export function useWideRoom(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? true);
}
