export * from './codes.js';
export * from './envelope.js';
export * from './endpoint.js';
export * from './common.js';
export * from './realtime.js';
export * from './endpoints/operation.js';
