import type { ChatMessage } from '@matchday/contract/client';

/**
 * Lines a room keeps on screen. Older ones leave, which bounds the DOM the way a virtual list
 * would without needing fixed row heights (chat lines wrap).
 */
export const CHAT_LOG_MAX = 200;

/** Adds lines in arrival order, once each (your own line comes back in the room's batch), keeping the newest. */
export function appendLines(log: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return log as ChatMessage[];
  const seen = new Set(log.map((m) => m.id));
  const fresh: ChatMessage[] = [];
  for (const m of incoming) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    fresh.push(m);
  }
  if (fresh.length === 0) return log as ChatMessage[];
  const next = [...log, ...fresh];
  return next.length > CHAT_LOG_MAX ? next.slice(next.length - CHAT_LOG_MAX) : next;
}
