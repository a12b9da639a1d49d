/**
 * Sums over every reel-stop combination of one set of strips (base or free-spin reels): w is the
 * screen's credits, n its free-spin award. Sums of w are exact integers; the squares are doubles.
 */
export interface ScreenMoments {
  combinations: number;
  credits: number;
  creditsSquared: number;
  creditsTimesAwards: number;
  awards: number;
  awardsSquared: number;
  /** Screens that pay anything or award free spins. */
  hits: number;
  /** Screens that award free spins. */
  triggers: number;
}

export function emptyMoments(): ScreenMoments {
  return {
    combinations: 0,
    credits: 0,
    creditsSquared: 0,
    creditsTimesAwards: 0,
    awards: 0,
    awardsSquared: 0,
    hits: 0,
    triggers: 0,
  };
}

/** Adds `weight` screens paying w credits and awarding n free spins. */
export function addScreens(m: ScreenMoments, w: number, n: number, weight: number): void {
  m.combinations += weight;
  m.credits += w * weight;
  m.creditsSquared += w * w * weight;
  m.creditsTimesAwards += w * n * weight;
  m.awards += n * weight;
  m.awardsSquared += n * n * weight;
  if (w > 0 || n > 0) m.hits += weight;
  if (n > 0) m.triggers += weight;
}

/** How many stops of a reel show each scatter count: screens nothing else pays on group by it. */
export function stopsByScatterCount(scatters: Uint8Array): number[] {
  const counts = [0, 0, 0, 0];
  for (const c of scatters) counts[c]!++;
  return counts;
}
