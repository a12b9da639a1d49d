/** Tier colours: bronze 0–3, silver 4–7, gold 8–10, diamond 11. */
function tierColor(level: number): [string, string] {
  if (level >= 11) return ['#67e8f9', '#0e7490'];
  if (level >= 8) return ['#fde047', '#a16207'];
  if (level >= 4) return ['#e2e8f0', '#475569'];
  return ['#fdba74', '#9a3412'];
}

/** The VIP level badge (levels 0–11), drawn as our own shield. */
export function VipBadge({ level, label }: { level: number; label: string }) {
  const [fill, ink] = tierColor(level);
  return (
    <svg width="44" height="48" viewBox="0 0 44 48" role="img" aria-label={label}>
      <path d="M22 2l18 6v14c0 12-8 20-18 24C12 42 4 34 4 22V8z" fill={fill} stroke={ink} strokeWidth="2" />
      <text x="22" y="21" textAnchor="middle" fontSize="9" fontWeight="700" fill={ink}>
        VIP
      </text>
      <text x="22" y="35" textAnchor="middle" fontSize="13" fontWeight="800" fill={ink}>
        {level}
      </text>
    </svg>
  );
}
