export { createRealtimeBus, publishEvent, type BusMessage, type RealtimeBus } from './bus.js';
export { createMemoryBus } from './memory-bus.js';
export { createRedisBus } from './redis-bus.js';
export { realtimePlugin, type RealtimeOptions } from './realtime.plugin.js';
export { defaultSendLimits, SendQueue, type OutboundSocket, type SendLimits } from './send-queue.js';
export {
  contractTopicRule,
  SocketClient,
  type Authenticate,
  type Authorize,
  type SocketAccess,
} from './socket-client.js';
export { TopicHub, type TopicMember } from './topic-hub.js';
