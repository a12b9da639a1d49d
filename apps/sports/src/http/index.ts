export { createSportsPlatform } from './create-sports-platform.js';
export type { SportsPlatform, SportsPlatformConfig } from './create-sports-platform.js';
export { sportsPlatformPlugin } from './sports-platform-plugin.js';
export type { PlatformServices } from './platform-services.js';
export { LIVE_REPRICE_MS } from './feed.js';
export type { Feed, Snapshot } from './feed.js';
