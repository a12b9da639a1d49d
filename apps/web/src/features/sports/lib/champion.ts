import type { SportsMatch } from '@matchday/contract';
import type { OddsType } from '@matchday/core';
import { detailLine, type DetailOption } from './detail-markets';

/** How many favourites an outright row shows. */
export const FAVOURITES_SHOWN = 3;

/** An outright's shortest-priced open options (its favourites) in the member's format, and how many options it has in all. */
export function championFavourites(
  match: SportsMatch,
  oddsType: OddsType,
): { favourites: DetailOption[]; total: number } {
  const options = match.mg.flatMap((g) =>
    g.mks.filter((l) => l.ss !== -1).flatMap((l) => detailLine(match, g, l, oddsType).options),
  );
  const open = options.filter((o) => o.od > 0).sort((a, b) => a.od - b.od);
  return { favourites: open.slice(0, FAVOURITES_SHOWN), total: options.length };
}
