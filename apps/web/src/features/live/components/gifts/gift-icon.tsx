import type { ReactNode } from 'react';

/** Our own drawings, one per catalogue `animation` key, on a 32×32 grid. */
const drawings: Record<string, ReactNode> = {
  rose: (
    <>
      <path d="M16 18v11" stroke="#2f9e44" strokeWidth="2" strokeLinecap="round" />
      <path d="M16 24c-3-1-5-3-5-5 3 0 5 2 5 5zM16 22c3-1 5-3 5-5-3 0-5 2-5 5z" fill="#40c057" />
      <path d="M9 10c0-4 3-6 7-6s7 2 7 6c0 5-3 8-7 8s-7-3-7-8z" fill="#e03131" />
      <path d="M12 9c2-2 6-2 8 0-1 3-3 4-4 4s-3-1-4-4z" fill="#fa5252" />
    </>
  ),
  clap: (
    <>
      <path
        d="M9 20l6-12c1-2 3-1 3 0l-2 6 4-8c1-2 3-1 3 1l-3 8 2-3c1-1 3 0 2 2l-4 7c-2 4-6 6-10 4s-3-4-1-5z"
        fill="#fcc419"
        stroke="#e67700"
        strokeWidth="1.2"
        strokeLinejoin="round"
      />
      <path d="M5 8l3 2M8 4l1 3M13 3v3" stroke="#e67700" strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  football: (
    <>
      <circle cx="16" cy="16" r="12" fill="#fff" stroke="#212529" strokeWidth="1.5" />
      <path d="M16 11l4.5 3.3-1.7 5.2h-5.6l-1.7-5.2z" fill="#212529" />
      <path
        d="M16 11V4.5M20.5 14.3l6.2-2M18.8 19.5l3.8 5.3M13.2 19.5l-3.8 5.3M11.5 14.3l-6.2-2"
        stroke="#212529"
        strokeWidth="1.2"
      />
    </>
  ),
  whistle: (
    <>
      <path
        d="M6 14h16l5-3v6l-5 1a8 8 0 1 1-16-4z"
        fill="#adb5bd"
        stroke="#495057"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <circle cx="13" cy="18" r="3" fill="#495057" />
      <path d="M20 6l2-3M24 8l3-2M16 6V3" stroke="#f59f00" strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  'golden-boot': (
    <>
      <path
        d="M8 4h9v12l9 4c2 1 2 3 2 5v2H6c-1 0-2-1-2-2l2-9z"
        fill="#fab005"
        stroke="#e67700"
        strokeWidth="1.5"
        strokeLinejoin="round"
      />
      <path d="M6 27v2M11 27v2M16 27v2M21 27v2" stroke="#e67700" strokeWidth="1.5" strokeLinecap="round" />
      <path d="M11 8h4M11 12h4" stroke="#fff3bf" strokeWidth="1.5" strokeLinecap="round" />
    </>
  ),
  trophy: (
    <>
      <path d="M10 4h12v8a6 6 0 0 1-12 0z" fill="#fcc419" stroke="#e67700" strokeWidth="1.5" />
      <path d="M10 7H5c0 4 2 6 5 6M22 7h5c0 4-2 6-5 6" fill="none" stroke="#e67700" strokeWidth="1.5" />
      <path d="M14 18h4v5h-4z" fill="#e67700" />
      <path d="M9 24h14v4H9z" fill="#862e9c" />
      <path d="M16 7l1 2.2 2.3.3-1.7 1.6.5 2.3-2.1-1.2-2.1 1.2.5-2.3-1.7-1.6 2.3-.3z" fill="#fff9db" />
    </>
  ),
  fireworks: (
    <>
      <g stroke="#f03e3e" strokeWidth="1.6" strokeLinecap="round">
        <path d="M11 11V4M11 11l5-5M11 11h7M11 11l-5-5M11 11H4M11 11l-5 5M11 11l5 5" />
      </g>
      <g stroke="#4dabf7" strokeWidth="1.6" strokeLinecap="round">
        <path d="M23 21v-5M23 21l4-4M23 21h5M23 21l-4-4M23 21l4 4M23 21v5M23 21l-4 4" />
      </g>
      <circle cx="11" cy="11" r="2" fill="#ffd43b" />
      <circle cx="23" cy="21" r="1.6" fill="#ffd43b" />
    </>
  ),
  stadium: (
    <>
      <ellipse cx="16" cy="20" rx="14" ry="8" fill="#495057" />
      <ellipse cx="16" cy="19" rx="10" ry="5" fill="#40c057" />
      <path d="M16 14v10M6 19h20" stroke="#fff" strokeWidth="1" />
      <path d="M4 8v8M28 8v8" stroke="#868e96" strokeWidth="1.5" />
      <path d="M2 6h4M26 6h4" stroke="#ffe066" strokeWidth="2.5" strokeLinecap="round" />
    </>
  ),
};

/** A wrapped present: for a gift whose animation key this client does not know yet. */
const fallback = (
  <>
    <path d="M5 13h22v15H5z" fill="#be4bdb" />
    <path d="M3 9h26v5H3z" fill="#da77f2" />
    <path d="M14 9h4v19h-4z" fill="#ffd43b" />
    <path d="M16 9c-2-5-7-5-7-2s4 2 7 2c3 0 7 1 7-2s-5-3-7 2z" fill="none" stroke="#ffd43b" strokeWidth="1.8" />
  </>
);

/** A gift's picture; decorative, since its name is always written beside it. */
export function GiftIcon({ animation, className }: { animation: string; className?: string }) {
  const known = Object.hasOwn(drawings, animation);
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-gift-icon={known ? animation : 'fallback'}
    >
      {known ? drawings[animation] : fallback}
    </svg>
  );
}
