import type { SportsMatch } from '@matchday/contract';

/** An option an anchor may recommend: the platform's type, a name for people, the European price now. */
export interface OptionChoice {
  type: number;
  name: string;
  odds: number;
}

/** A market line open for bets, named by its market and line. */
export interface LineChoice {
  id: number;
  label: string;
  options: OptionChoice[];
}

/** "Home vs Away" (an outright keeps its own name). */
export const matchLabel = (m: Pick<SportsMatch, 'nm' | 'ts'>) =>
  m.ts.length === 2 ? `${m.ts[0]!.na} – ${m.ts[1]!.na}` : m.nm;

/** `{H}`/`{A}` become the teams; a handicap keeps its line ("Hanoi FC -0.5"), as the server names it. */
function optionName(na: string, nm: string, home: string, away: string): string {
  if (!na.includes('{')) return nm;
  const named = na.replace('{H}', home).replace('{A}', away);
  return nm && !nm.includes('{') && nm !== named ? `${named} ${nm}` : named;
}

/** The lines a recommendation can point at: open (`ss` 1), with at least one option priced above 1. */
export function lineChoices(match: Pick<SportsMatch, 'mg' | 'ts'>): LineChoice[] {
  const home = match.ts[0]?.na ?? '';
  const away = match.ts[1]?.na ?? '';
  return match.mg.flatMap((g) =>
    g.mks
      .filter((line) => line.ss === 1)
      .map((line) => ({
        id: line.id,
        label: line.li ? `${g.nm} ${line.li}` : g.nm,
        options: line.op
          .filter((o) => o.od > 1)
          .map((o) => ({ type: o.ty, name: optionName(o.na, o.nm, home, away), odds: o.od })),
      }))
      .filter((line) => line.options.length > 0),
  );
}
