/**
 * `npm run -s fair:verify -- --game dice|limbo|plinko|mines --server-seed S --client-seed C --nonce N
 * [--rows R] [--risk low|medium|high] [--mines M]`: prints one JSON line {"game","serverSeedHash","outcome"},
 * the same answer the browser's fairness panel computes. Bad arguments: a message on stderr, exit 2.
 */
import { verifyRound } from '@matchday/core';
import { readVerifyRequest } from '../fairness/verify-request.js';
import { commandLine } from './command-line.js';

const USAGE =
  'usage: npm run -s fair:verify -- --game dice|limbo|plinko|mines --server-seed S --client-seed C --nonce N [--rows 8-16] [--risk low|medium|high] [--mines 1-24]';

const command = commandLine('fair:verify', USAGE);

function main(argv: string[]): void {
  const values = command.read(argv, {
    game: { type: 'string' },
    'server-seed': { type: 'string' },
    'client-seed': { type: 'string' },
    nonce: { type: 'string' },
    rows: { type: 'string' },
    risk: { type: 'string' },
    mines: { type: 'string' },
  });
  if (values === null) return;
  const request = readVerifyRequest({
    game: values.game,
    serverSeed: values['server-seed'],
    clientSeed: values['client-seed'],
    nonce: values.nonce,
    rows: values.rows,
    risk: values.risk,
    mines: values.mines,
  });
  if (!request.ok) return command.fail(request.error);
  process.stdout.write(`${JSON.stringify(verifyRound(request.game, request.round))}\n`);
}

main(process.argv.slice(2));
