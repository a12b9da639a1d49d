/**
 * `npm run -s fair:verify -- --game dice|limbo|plinko|mines --server-seed S --client-seed C --nonce N
 * [--rows R] [--risk low|medium|high] [--mines M]`: prints one JSON line {"game","serverSeedHash","outcome"},
 * the same answer the browser's fairness panel computes. Bad arguments: a message on stderr, exit 2.
 */
import { parseArgs } from 'node:util';
import { verifyRound } from '@matchday/core';
import { readVerifyRequest } from '../fairness/verify-request.js';

const USAGE =
  'usage: npm run -s fair:verify -- --game dice|limbo|plinko|mines --server-seed S --client-seed C --nonce N [--rows 8-16] [--risk low|medium|high] [--mines 1-24]';

function fail(message: string): void {
  process.stderr.write(`fair:verify: ${message}\n${USAGE}\n`);
  process.exitCode = 2;
}

function main(argv: string[]): void {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      options: {
        game: { type: 'string' },
        'server-seed': { type: 'string' },
        'client-seed': { type: 'string' },
        nonce: { type: 'string' },
        rows: { type: 'string' },
        risk: { type: 'string' },
        mines: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    fail((err as Error).message);
    return;
  }
  if (values.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const request = readVerifyRequest({
    game: values.game,
    serverSeed: values['server-seed'],
    clientSeed: values['client-seed'],
    nonce: values.nonce,
    rows: values.rows,
    risk: values.risk,
    mines: values.mines,
  });
  if (!request.ok) {
    fail(request.error);
    return;
  }
  process.stdout.write(`${JSON.stringify(verifyRound(request.game, request.round))}\n`);
}

main(process.argv.slice(2));
