import type { Play } from '../catalogue/sports.js';
import type { Rng } from '../random.js';
import { addScore, suspend, tick } from './play.js';
import type { PeriodRules } from './play.js';
import type { MatchEvent, MatchState } from './state.js';

type GoalsPlay = Extract<Play, { kind: 'goals' }>;

/** Per-match rates of the moments that suspend markets without changing the goal process. */
const YELLOWS_PER_MATCH = 3.6;
const REDS_PER_MATCH = 0.15;
const DANGEROUS_ATTACKS_PER_MATCH = 14;
const PENALTIES_PER_MATCH = 0.26;
const PENALTY_SCORED = 0.76;
/** How long each moment suspends markets in a 90-minute match; shorter formats scale it down. */
const SUSPEND_SECONDS = { goal: 45, penalty: 90, card: 30, attack: 15 } as const;
const SOCCER_REGULATION_SECONDS = 90 * 60;

/**
 * Soccer, e-soccer and ice hockey: goals arrive as Poisson processes (exponential waits, so a big
 * step costs a few draws); penalties and cards are dangerous moments that suspend markets.
 */
export function goalRules(play: GoalsPlay): PeriodRules {
  const regulation = play.periods * play.periodSeconds;
  // The same number of moments in a 12-minute e-soccer match would keep its markets shut most of the time.
  const scale = Math.min(1, regulation / SOCCER_REGULATION_SECONDS);
  const hold = (moment: keyof typeof SUSPEND_SECONDS) => SUSPEND_SECONDS[moment] * scale;
  return {
    periodSeconds: () => play.periodSeconds,
    breakSeconds: () => play.breakSeconds,
    endsAfterPeriod: (state) => state.period >= play.periods,
    play(state: MatchState, rng: Rng, seconds: number, events: MatchEvent[]): number {
      const penaltyRate = PENALTIES_PER_MATCH / regulation / 2;
      const penaltyGoalRate = penaltyRate * PENALTY_SCORED;
      // Open-play goals exclude scored penalties so each side's goals stay Poisson at the model rate.
      const openRate = [
        Math.max(0, state.model.home / regulation - penaltyGoalRate),
        Math.max(0, state.model.away / regulation - penaltyGoalRate),
      ] as const;
      const cardRate = (YELLOWS_PER_MATCH + REDS_PER_MATCH) / regulation / 2;
      const attackRate = DANGEROUS_ATTACKS_PER_MATCH / regulation / 2;
      const rates = [openRate[0], openRate[1], penaltyRate, penaltyRate, cardRate, cardRate, attackRate, attackRate];
      const total = rates.reduce((a, b) => a + b, 0);
      let used = 0;
      for (;;) {
        const wait = rng.exponential(total);
        if (used + wait >= seconds) {
          tick(state, seconds - used);
          return seconds;
        }
        used += wait;
        tick(state, wait);
        let pick = rng.uniform() * total;
        let index = 0;
        while (index < rates.length - 1 && pick >= (rates[index] ?? 0)) pick -= rates[index++] ?? 0;
        const side: 0 | 1 = index % 2 === 0 ? 0 : 1;
        if (index < 2) {
          addScore(state, side, 1, events);
          suspend(state, hold('goal'));
        } else if (index < 4) {
          events.push({ type: 'danger', at: state.elapsed, side, reason: 'penalty' });
          suspend(state, hold('penalty'));
          if (rng.chance(PENALTY_SCORED)) addScore(state, side, 1, events);
        } else if (index < 6) {
          const red = rng.chance(REDS_PER_MATCH / (YELLOWS_PER_MATCH + REDS_PER_MATCH));
          (red ? state.red : state.yellow)[side] += 1;
          events.push({ type: 'danger', at: state.elapsed, side, reason: 'card' });
          suspend(state, hold('card'));
        } else {
          events.push({ type: 'danger', at: state.elapsed, side, reason: 'dangerous-attack' });
          suspend(state, hold('attack'));
        }
      }
    },
  };
}
