import clsx from 'clsx';

/** Inner strokes per sport family; every icon shares the round outline. */
const MARKS: Record<string, string> = {
  ball: 'M12 7l4 3-1.5 4.5h-5L8 10z M12 3v4 M20.5 10l-4.5 0 M15 19l-.5-4.5 M9 19l.5-4.5 M3.5 10h4.5',
  hoop: 'M3 12h18 M12 3v18 M5.6 5.6c3 2.6 3 10.2 0 12.8 M18.4 5.6c-3 2.6-3 10.2 0 12.8',
  racket: 'M4.5 8c4 1 11 1 15 0 M4.5 16c4-1 11-1 15 0',
  net: 'M3 12h18 M7 4.5v15 M12 3v18 M17 4.5v15',
  pad: 'M7 10h4 M9 8v4 M15 9.5h.01 M17 11.5h.01 M5 7h14l2 9H3z',
  glove: 'M8 16V9a4 4 0 018 0v7z M8 12h8',
  cue: 'M4 20L20 4 M15 15a2 2 0 100-.01',
  star: 'M12 4l2.4 5 5.6.8-4 3.9.9 5.5L12 16.6l-4.9 2.6.9-5.5-4-3.9 5.6-.8z',
};

const FAMILY: Record<number, keyof typeof MARKS> = {
  1: 'ball',
  177: 'pad',
  178: 'pad',
  3: 'hoop',
  5: 'racket',
  15: 'racket',
  47: 'racket',
  13: 'net',
  51: 'net',
  8: 'ball',
  4: 'hoop',
  6: 'hoop',
  2: 'cue',
  7: 'cue',
  14: 'cue',
  16: 'cue',
  19: 'glove',
  100: 'star',
};

/** Our own small line icon per sport; the active state fills the outline with the accent. */
export function SportIcon({ sportId, active }: { sportId: number; active: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="22"
      height="22"
      aria-hidden="true"
      className={clsx('shrink-0', active ? 'text-accent' : 'text-muted')}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="12" r="9.5" fill={active ? 'currentColor' : 'none'} fillOpacity={active ? 0.15 : 0} />
      <path d={MARKS[FAMILY[sportId] ?? 'ball']} />
    </svg>
  );
}
