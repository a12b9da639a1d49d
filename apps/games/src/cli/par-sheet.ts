/**
 * `npm run -s par-sheet -- [--game golden-goal|dragon-fortune] [--rtp 96] [--json]`: each slot's par
 * sheet by full enumeration of its reel stops (every shipped reel set, or the one with --rtp, which
 * also lists its symbol counts per reel). --json prints one JSON line per reel set. Bad arguments: a
 * message on stderr, exit 2.
 */
import {
  enumerateScreens,
  parSheetFromMoments,
  SLOT_GAMES,
  slotGame,
  slotReelSet,
  type SlotGame,
} from '@matchday/core';
import { commandLine } from './command-line.js';
import { parSheetTable, reelMixTable } from './par-sheet-table.js';

const USAGE = `usage: npm run -s par-sheet -- [--game ${SLOT_GAMES.map((g) => g.id).join('|')}] [--rtp 90-99] [--json]`;

const command = commandLine('par-sheet', USAGE);
const fail = command.fail;

function print(game: SlotGame, rtps: readonly number[], json: boolean): void {
  const started = performance.now();
  const first = slotReelSet(game, rtps[0]);
  const free = enumerateScreens(first, first.free);
  const sheets = rtps.map((rtp) => {
    const set = slotReelSet(game, rtp);
    return parSheetFromMoments(set, enumerateScreens(set, set.base), free);
  });
  const seconds = (performance.now() - started) / 1000;
  if (json) {
    for (const sheet of sheets) process.stdout.write(`${JSON.stringify(sheet)}\n`);
    return;
  }
  const combinations = sheets.reduce((sum, s) => sum + s.baseCombinations, free.combinations);
  process.stdout.write(`${parSheetTable(game, sheets)}\n`);
  if (rtps.length === 1) process.stdout.write(`\n${reelMixTable(first, `symbols per reel (${rtps[0]}% reel set)`)}\n`);
  process.stdout.write(
    `\n${combinations.toLocaleString('en-US')} reel-stop combinations enumerated in ${seconds.toFixed(2)} s\n\n`,
  );
}

function main(argv: string[]): void {
  const values = command.read(argv, { game: { type: 'string' }, rtp: { type: 'string' }, json: { type: 'boolean' } });
  if (values === null) return;
  const games = values.game === undefined ? SLOT_GAMES : [slotGame(values.game)].filter((g) => g !== undefined);
  if (games.length === 0) return fail(`no slot called ${values.game}`);
  const rtp = values.rtp === undefined ? undefined : Number(values.rtp);
  for (const game of games) {
    const shipped = game.reelSets.map((r) => r.rtp);
    if (rtp !== undefined && !shipped.includes(rtp)) {
      return fail(`${game.id} ships reel sets for RTP ${shipped.join(', ')}, not ${values.rtp}`);
    }
  }
  for (const game of games)
    print(game, rtp === undefined ? game.reelSets.map((r) => r.rtp) : [rtp], values.json === true);
}

main(process.argv.slice(2));
