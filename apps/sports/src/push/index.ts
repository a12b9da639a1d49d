export { clockJumped, diffMatch, type ClockAnchor, type DiffScope, type MatchDelta } from './diff.js';
export { feedSource, type PushSource, type PushTick } from './feed-source.js';
export { pricedLines, type LinePrice, type MatchFrame, type PricedLines } from './match-frame.js';
export { createPushPublisher, PUSH_SLICE_MS, type PushPublisher, type PushPublisherOptions } from './publisher.js';
export { DEFAULT_PUSH_INTERVAL_MS, sportsPushPlugin, type SportsPushOptions } from './sports-push-plugin.js';
