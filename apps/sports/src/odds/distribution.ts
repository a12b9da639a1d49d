/** A distribution over consecutive integers: `p[i]` is the chance of `min + i`. */
export interface Dist {
  min: number;
  p: number[];
}

export const pointMass = (value: number): Dist => ({ min: value, p: [1] });

export function chance(dist: Dist, test: (value: number) => boolean): number {
  let sum = 0;
  dist.p.forEach((p, i) => {
    if (test(dist.min + i)) sum += p;
  });
  return sum;
}

export function mean(dist: Dist): number {
  return dist.p.reduce((sum, p, i) => sum + p * (dist.min + i), 0);
}

/** Standard normal cumulative distribution (Abramowitz–Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const x = Math.abs(z) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * x);
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-x * x);
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** Integer-valued normal approximation with continuity correction. */
export function discreteNormal(mu: number, sd: number): Dist {
  if (sd < 1e-6) return pointMass(Math.round(mu));
  const min = Math.floor(mu - 8 * sd);
  const max = Math.ceil(mu + 8 * sd);
  const p: number[] = [];
  for (let k = min; k <= max; k++) p.push(normalCdf((k + 0.5 - mu) / sd) - normalCdf((k - 0.5 - mu) / sd));
  return normalise({ min, p });
}

export function poissonPmf(rate: number, maxCount: number): number[] {
  const p: number[] = [];
  let term = Math.exp(-rate);
  for (let k = 0; k <= maxCount; k++) {
    p.push(term);
    term *= rate / (k + 1);
  }
  return p;
}

export function convolve(a: Dist, b: Dist): Dist {
  const p = new Array<number>(a.p.length + b.p.length - 1).fill(0);
  a.p.forEach((pa, i) => {
    if (pa === 0) return;
    b.p.forEach((pb, j) => {
      p[i + j] = (p[i + j] ?? 0) + pa * pb;
    });
  });
  return { min: a.min + b.min, p };
}

/** Weighted mixture of distributions. */
export function mixture(parts: readonly (readonly [weight: number, dist: Dist])[]): Dist {
  const min = Math.min(...parts.map(([, d]) => d.min));
  const max = Math.max(...parts.map(([, d]) => d.min + d.p.length - 1));
  const p = new Array<number>(max - min + 1).fill(0);
  for (const [weight, dist] of parts)
    dist.p.forEach((q, i) => (p[dist.min - min + i] = (p[dist.min - min + i] ?? 0) + weight * q));
  return { min, p };
}

export function normalise(dist: Dist): Dist {
  const sum = dist.p.reduce((a, b) => a + b, 0);
  return sum > 0 ? { min: dist.min, p: dist.p.map((q) => q / sum) } : dist;
}
