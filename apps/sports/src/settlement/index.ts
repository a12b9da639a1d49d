export * from './grade-selection.js';
export * from './line-grading.js';
export * from './match-result.js';
export * from './outcome.js';
export * from './period-scores.js';
export * from './series.js';
export * from './settle-bet.js';
