import { DRAGON_FORTUNE } from './dragon-fortune.js';
import { GOLDEN_GOAL } from './golden-goal.js';
import type { SlotGame } from './slot-types.js';

/** The in-house video slots, lower volatility first. */
export const SLOT_GAMES: readonly SlotGame[] = [GOLDEN_GOAL, DRAGON_FORTUNE];

/** The slot with this id, or undefined. */
export function slotGame(id: string): SlotGame | undefined {
  return SLOT_GAMES.find((g) => g.id === id);
}
