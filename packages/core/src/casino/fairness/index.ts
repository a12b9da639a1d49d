export * from './seeds.js';
