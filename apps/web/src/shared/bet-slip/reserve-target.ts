import { sanitizeFloatInput } from '@matchday/core';

/** Decimals a target price may have: the platform's `scl`, never more than its three. */
export const targetDecimals = (scl: number | undefined) => Math.min(3, Math.max(0, scl ?? 2));

/** A target price as typed: digits and one dot, at most `decimals` decimals. */
export function sanitizeTarget(text: string, decimals: number): string {
  const kept = sanitizeFloatInput(text);
  const dot = kept.indexOf('.');
  return dot === -1 || decimals === 0 ? kept.replace('.', '') : kept.slice(0, dot + 1 + decimals);
}

export type TargetProblem = 'notAbove' | 'aboveMax' | null;

/**
 * A reserve bet's target (§9): above the current price (otherwise a normal bet would do) and at
 * most the platform's highest reservable price `mod`.
 */
export function targetProblem(target: number | null, current: number | null, highest: number | null): TargetProblem {
  if (target === null) return null;
  if (current !== null && target <= current) return 'notAbove';
  if (highest !== null && highest > 0 && target > highest) return 'aboveMax';
  return null;
}

export function parseTarget(text: string): number | null {
  if (!/^\d+(\.\d{1,3})?$/.test(text)) return null;
  const value = Number(text);
  return value > 1 ? value : null;
}
