const PALETTE = [
  '#64748b',
  '#ef4444',
  '#f97316',
  '#eab308',
  '#22c55e',
  '#14b8a6',
  '#3b82f6',
  '#6366f1',
  '#a855f7',
  '#ec4899',
  '#0ea5e9',
];

/** Our own avatar art: ids 1–10 are coloured faces with their own features; 0 is the default silhouette. */
export function MemberAvatar({ id, label, size = 64 }: { id: number; label: string; size?: number }) {
  const color = PALETTE[id % PALETTE.length];
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" role="img" aria-label={label}>
      <circle cx="32" cy="32" r="32" fill={color} />
      {id === 0 ? (
        <>
          <circle cx="32" cy="25" r="11" fill="#fff" opacity="0.9" />
          <path d="M12 56c3-11 11-16 20-16s17 5 20 16" fill="#fff" opacity="0.9" />
        </>
      ) : (
        <>
          <circle cx="23" cy="27" r={2 + (id % 3)} fill="#fff" />
          <circle cx="41" cy="27" r={2 + (id % 3)} fill="#fff" />
          <path
            d={id % 2 ? 'M22 41q10 9 20 0' : 'M22 43h20'}
            stroke="#fff"
            strokeWidth="3"
            strokeLinecap="round"
            fill="none"
          />
          {id > 5 && <path d="M14 16l8 4M50 16l-8 4" stroke="#fff" strokeWidth="3" strokeLinecap="round" />}
        </>
      )}
    </svg>
  );
}
