export * from './call.js';
export * from './envelope.js';
export * from './language.js';
export * from './match.js';
export * from './match-menu.js';
export * from './results.js';
export * from './shapes.js';
export * from './sports-calls.js';
