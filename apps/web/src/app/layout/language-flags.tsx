import type { ReactElement } from 'react';

/** Flags drawn as SVG: flag emoji render as letter boxes where the system has no emoji font (Windows). */
const FLAGS: Record<string, () => ReactElement> = {
  'flag-cn': () => (
    <>
      <rect width="30" height="20" fill="#de2910" />
      <path fill="#ffde00" d="M5 2.2l.9 2.8h2.9L6.5 6.7l.9 2.8L5 7.8 2.6 9.5l.9-2.8L1.2 5h2.9z" />
      <circle cx="10" cy="2.5" r=".8" fill="#ffde00" />
      <circle cx="12" cy="4.5" r=".8" fill="#ffde00" />
      <circle cx="12" cy="7.5" r=".8" fill="#ffde00" />
      <circle cx="10" cy="9.5" r=".8" fill="#ffde00" />
    </>
  ),
  'flag-us': () => (
    <>
      <rect width="30" height="20" fill="#fff" />
      <path
        stroke="#b22234"
        strokeWidth="1.54"
        d="M0 .77h30M0 3.85h30M0 6.92h30M0 10h30M0 13.08h30M0 16.15h30M0 19.23h30"
      />
      <rect width="12" height="10.77" fill="#3c3b6e" />
    </>
  ),
  'flag-vn': () => (
    <>
      <rect width="30" height="20" fill="#da251d" />
      <path fill="#ffff00" d="M15 4l1.76 5.42h5.7l-4.61 3.35 1.76 5.42L15 14.84l-4.61 3.35 1.76-5.42-4.61-3.35h5.7z" />
    </>
  ),
  'flag-th': () => (
    <>
      <rect width="30" height="20" fill="#a51931" />
      <rect y="3.33" width="30" height="13.34" fill="#f4f5f8" />
      <rect y="6.67" width="30" height="6.66" fill="#2d2a4a" />
    </>
  ),
};

/** A language's flag; decorative, since the language's own name always stands beside it. */
export function LanguageFlag({ icon }: { icon: string }) {
  const Flag = FLAGS[icon];
  if (!Flag) return null;
  return (
    <svg
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      className="h-4 w-6 shrink-0 rounded-[2px] ring-1 ring-line"
      data-flag={icon}
    >
      <Flag />
    </svg>
  );
}
