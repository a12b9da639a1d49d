import type { ParSheet, SlotGame, SlotReelSet } from '@matchday/core';

const pct = (x: number, digits = 2) => `${(x * 100).toFixed(digits)}%`;
const count = (n: number) => Math.round(n).toLocaleString('en-US');

const COLUMNS: readonly [string, (s: ParSheet) => string][] = [
  ['reel set', (s) => `${s.nominalRtp}%`],
  ['RTP', (s) => pct(s.rtp, 4)],
  ['base game', (s) => pct(s.baseRtp)],
  ['free spins', (s) => pct(s.freeSpinsRtp)],
  ['hit freq', (s) => pct(s.hitFrequency)],
  ['σ (× stake)', (s) => s.volatility.toFixed(2)],
  ['free spins every', (s) => `1 in ${s.freeSpinFrequency > 0 ? (1 / s.freeSpinFrequency).toFixed(1) : '∞'}`],
  ['spins per award', (s) => s.freeSpinsPerTrigger.toFixed(2)],
  ['retrigger', (s) => pct(s.retriggerChance, 3)],
  ['combinations (base + free)', (s) => `${count(s.baseCombinations)} + ${count(s.freeSpinCombinations)}`],
];

/** One game's par sheets as a fixed-width table, with the rules the figures rest on. */
export function parSheetTable(game: SlotGame, sheets: readonly ParSheet[]): string {
  const cells = [COLUMNS.map(([title]) => title), ...sheets.map((s) => COLUMNS.map(([, cell]) => cell(s)))];
  const widths = COLUMNS.map((_, c) => Math.max(...cells.map((row) => row[c]!.length)));
  const lines = cells.map((row) =>
    row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '),
  );
  const shape = game.evaluation.kind === 'lines' ? `${game.evaluation.lines.length} fixed paylines` : '243 ways';
  const pays = game.symbols
    .filter((s) => s.kind === 'pay')
    .map((s) => `${s.code} ${s.pays.join('/')}`)
    .join(', ');
  const awards = game.freeSpinAwards.slice(3).join('/');
  return [
    `${game.name.en} (${game.id}): 5 reels × 3 rows, ${shape}, ${game.volatility} volatility`,
    `pays in credits of stake ÷ ${game.creditsPerStake} for 3/4/5: ${pays}`,
    `3/4/5 scatters pay ${game.scatterPays.slice(3).join('/')} credits and award ${awards} free spins (retriggerable), free-spin wins × ${game.freeSpinMultiplier}`,
    '',
    lines[0]!,
    '-'.repeat(lines[0]!.length),
    ...lines.slice(1),
  ].join('\n');
}

/** How many of each symbol every reel of a reel set holds: the strips behind one row of the table. */
export function reelMixTable(set: SlotReelSet, title: string): string {
  const symbols = set.game.symbols.map((s) => s.code);
  const reelCounts = (strips: SlotReelSet['base']) =>
    strips.map((strip) => symbols.map((_, i) => strip.symbols.filter((s) => s === i).length));
  const render = (name: string, counts: number[][]) => [
    `${name.padEnd(8)}${symbols.map((c) => c.padStart(4)).join('')}  total`,
    ...counts.map(
      (row, r) =>
        `reel ${r + 1}  ${row.map((n) => String(n).padStart(4)).join('')}  ${String(row.reduce((a, b) => a + b, 0)).padStart(5)}`,
    ),
  ];
  return [title, ...render('base', reelCounts(set.base)), ...render('free', reelCounts(set.free))].join('\n');
}
