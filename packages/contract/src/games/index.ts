export * from './game-wallet.js';
export * from './game-wallet-codes.js';
