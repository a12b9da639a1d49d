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

/**
 * tails[k][t]: how many stop combinations of reels k+1..5 show t scatters in all. Once no run can
 * pay any more, the rest of the screen matters only through its scatters, so it is counted by these.
 */
export function scatterTails(scatters: readonly Uint8Array[]): number[][] {
  const tails: number[][] = [[1]];
  for (let reel = scatters.length - 1; reel >= 0; reel--) {
    const byCount = stopsByScatterCount(scatters[reel]!);
    const after = tails[0]!;
    const next = new Array<number>(after.length + 3).fill(0);
    after.forEach((w, t) => byCount.forEach((c, k) => (next[t + k]! += w * c)));
    tails.unshift(next);
  }
  return tails;
}

/** Adds every screen whose remaining reels (from `tail`) can only add scatters. */
export function addScatterTail(
  m: ScreenMoments,
  tail: readonly number[],
  settled: number,
  scatters: number,
  weight: number,
  scatterPays: Int32Array,
  awards: Int32Array,
): void {
  for (let t = 0; t < tail.length; t++) {
    if (tail[t]! > 0) addScreens(m, settled + scatterPays[scatters + t]!, awards[scatters + t]!, weight * tail[t]!);
  }
}
