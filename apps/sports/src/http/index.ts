export { createSportsPlatform, sportsPlatformPlugin } from './sports-platform-plugin.js';
export type { SportsPlatform, SportsPlatformConfig, SportsPlatformOptions } from './sports-platform-plugin.js';
export { LIVE_REPRICE_MS } from './feed.js';
