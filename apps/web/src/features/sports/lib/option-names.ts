import type { SportsMatch } from '@matchday/contract';

/** Team and line placeholders of option names (contract §4.4): `{H}`, `{A}`, `{L}`. */
export function fillNames(text: string, match: Pick<SportsMatch, 'ts'>, line?: string): string {
  return text
    .replaceAll('{H}', match.ts[0]?.na ?? '')
    .replaceAll('{A}', match.ts[1]?.na ?? '')
    .replaceAll('{L}', line ?? '');
}
