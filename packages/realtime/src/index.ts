export { createRealtimeBus, publishEvent, type BusMessage, type RealtimeBus } from './bus.js';
export {
  addressKey,
  capByOpenFiles,
  ConnectionLimiter,
  defaultSocketCaps,
  openFileLimit,
  refusalReason,
  SOCKETS_PER_ADDRESS,
  type ConnectionCaps,
  type ConnectionRefusal,
  type ConnectionSlot,
} from './connection-limiter.js';
export { createMemoryBus } from './memory-bus.js';
export { createRedisBus } from './redis-bus.js';
export { realtimePlugin, type AccessChange, type RealtimeOptions } from './realtime.plugin.js';
export { defaultSendLimits, SendQueue, type OutboundSocket, type SendLimits } from './send-queue.js';
export * from './socket-client.js';
export { TopicHub, type TopicMember } from './topic-hub.js';
