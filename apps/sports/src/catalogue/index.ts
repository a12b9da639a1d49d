export * from './leagues.js';
export * from './markets.js';
export * from './names.js';
export * from './sports.js';
