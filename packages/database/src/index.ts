export * from './dialect.js';
export * from './open-database.js';
export * from './migrate.js';
export * from './group-commit.js';
export * from './batched-transactions.js';
export * from './prepared-query.js';
export * from './unique-violation.js';
