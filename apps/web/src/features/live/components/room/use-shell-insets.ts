import { useLayoutEffect, useState, type RefObject } from 'react';

export interface ShellInsets {
  top: number;
  bottom: number;
}

/**
 * Where the app's shell leaves room for a full-height page: below what sits above `<main>` (header,
 * banners) and above the bottom padding `<main>` keeps for the tab bar; measured again on resize.
 */
export function useShellInsets(ref: RefObject<HTMLElement | null>): ShellInsets | null {
  const [insets, setInsets] = useState<ShellInsets | null>(null);
  useLayoutEffect(() => {
    const main = ref.current?.closest('main');
    if (!main) return undefined;
    const measure = () => {
      // The room is fixed, so main holds nothing in flow: its offset is the height of what the shell puts above it.
      const top = Math.max(0, Math.round(main.getBoundingClientRect().top + window.scrollY));
      const bottom = Math.round(parseFloat(getComputedStyle(main).paddingBottom) || 0);
      setInsets((was) => (was && was.top === top && was.bottom === bottom ? was : { top, bottom }));
    };
    measure();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    observer?.observe(document.body);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [ref]);
  return insets;
}
