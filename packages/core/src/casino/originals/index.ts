export * from '../fairness/index.js';
export * from './dice.js';
export * from './limbo.js';
export * from './mines.js';
export * from './payout.js';
export * from './plinko.js';
export * from './plinko-tables.js';
export * from './verify-round.js';
