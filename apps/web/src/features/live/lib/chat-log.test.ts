import type { ChatMessage } from '@matchday/contract/client';
import { describe, expect, it } from 'vitest';
import { appendLines, CHAT_LOG_MAX } from './chat-log';

const line = (id: string): ChatMessage => ({ id, streamId: 1, userId: 1, name: 'a', role: 'viewer', text: id, at: 1 });

describe('appendLines', () => {
  it('adds each line once, in arrival order', () => {
    expect(appendLines([line('a')], [line('b'), line('a'), line('b'), line('c')]).map((m) => m.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('keeps the newest lines only', () => {
    const many = Array.from({ length: CHAT_LOG_MAX + 5 }, (_, i) => line(`m${i}`));
    const log = appendLines([], many);
    expect(log).toHaveLength(CHAT_LOG_MAX);
    expect(log[0]!.id).toBe('m5');
  });
});
