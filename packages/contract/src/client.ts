/**
 * The zod-free face of the contract for browsers: codes, messages, paths and the generated
 * endpoint routes. Schemas stay in the main entry (forms load them lazily).
 */
export * from './codes.js';
// Pack-free: a browser loads its language's pack alone, from `@matchday/contract/messages/<lang>`.
export * from './messages/languages.js';
export * from './messages/message-text.js';
export type { MessageKey, MessagePack } from './messages/en.js';
export * from './api-routes/index.js';
export * from './socket-close-codes.js';
export * from './currencies.js';
export * from './stream-status.js';
export * from './money-kinds.js';
export * from './session-cookie.js';
export { buildPath } from './endpoint.js';
export type { Access, BodyOf, DataOf, Endpoint, HttpMethod, ParamsOf, QueryOf } from './endpoint.js';
export type { EndpointOf, EndpointRoute } from './endpoint-route.js';
export type { ServerFrame, PushFrame, ClientFrame, Topic } from './realtime.js';
export type { MemberInfo } from './endpoints/member.js';
export type { ChatMessage, ChatRefusalData } from './endpoints/live-chat.js';
export type { MaintenanceInfo } from './endpoints/operation.js';
export type { MaintenanceWindow } from './endpoints/maintenance-window.js';
export type { LoginResult } from './endpoints/auth.js';
export type { Role } from './fields.js';
export type { DepositMethod, DepositOrder, PaymentLimit, Withdrawal } from './endpoints/payments.js';
export type { GamblingControls } from './endpoints/responsible-gambling.js';
export { sportsPaths } from './sports/paths.js';
export type { SportsPath, SportsPathName } from './sports/paths.js';
export type { BrowserSportsBody, BrowserSportsData, BrowserSportsPath } from './sports/call-map.js';
export * from './sports/order-enums.js';
export * from './sports/match-status.js';
