/** Reads a request to verify a round (CLI flags or an HTTP body) into settings verifyRound accepts, or one clear refusal. */
import { isOriginalGame, ORIGINAL_GAMES, PLINKO_RISKS, type OriginalGame, type RoundToVerify } from '@matchday/core';

/** The raw fields, as strings (flags) or JSON values (a body). */
export interface VerifyRequestFields {
  game?: unknown;
  serverSeed?: unknown;
  clientSeed?: unknown;
  nonce?: unknown;
  rows?: unknown;
  risk?: unknown;
  mines?: unknown;
}

export type VerifyRequest = { ok: true; game: OriginalGame; round: RoundToVerify } | { ok: false; error: string };

/** Settings each game takes beyond the seeds; any other is refused so a typo is not silently ignored. */
const GAME_SETTINGS: Record<OriginalGame, readonly ('rows' | 'risk' | 'mines')[]> = {
  dice: [],
  limbo: [],
  plinko: ['rows', 'risk'],
  mines: ['mines'],
};

export function readVerifyRequest(fields: VerifyRequestFields): VerifyRequest {
  const { game } = fields;
  if (typeof game !== 'string' || !isOriginalGame(game)) {
    return refuse(
      `game must be one of ${ORIGINAL_GAMES.join(', ')}${game === undefined ? '' : `, got ${String(game)}`}`,
    );
  }
  const { serverSeed, clientSeed } = fields;
  if (typeof serverSeed !== 'string' || serverSeed === '') return refuse('server seed is required');
  if (typeof clientSeed !== 'string' || clientSeed === '') return refuse('client seed is required');
  const nonce = wholeNumber(fields.nonce);
  if (nonce === undefined) return refuse(`nonce must be a whole number ≥ 0${shown(fields.nonce)}`);

  for (const setting of ['rows', 'risk', 'mines'] as const) {
    if (fields[setting] !== undefined && !GAME_SETTINGS[game].includes(setting))
      return refuse(`${game} takes no ${setting}`);
  }
  const round: RoundToVerify = { serverSeed, clientSeed, nonce };
  if (fields.rows !== undefined) {
    const rows = wholeNumber(fields.rows);
    if (rows === undefined || rows < 8 || rows > 16) return refuse(`rows must be 8–16${shown(fields.rows)}`);
    round.rows = rows;
  }
  if (fields.risk !== undefined) {
    const risk = PLINKO_RISKS.find((level) => level === fields.risk);
    if (risk === undefined) return refuse(`risk must be ${PLINKO_RISKS.join(', ')}${shown(fields.risk)}`);
    round.risk = risk;
  }
  if (fields.mines !== undefined) {
    const mines = wholeNumber(fields.mines);
    if (mines === undefined || mines < 1 || mines > 24) return refuse(`mines must be 1–24${shown(fields.mines)}`);
    round.mines = mines;
  }
  return { ok: true, game, round };
}

function refuse(error: string): VerifyRequest {
  return { ok: false, error };
}

/** A whole number ≥ 0 from a JSON number or a string of digits (no signs, decimals or exponents). */
function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= 0 ? number : undefined;
}

function shown(value: unknown): string {
  return value === undefined ? '' : `, got ${JSON.stringify(value)}`;
}
