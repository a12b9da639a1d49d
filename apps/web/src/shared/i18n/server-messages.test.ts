import { describe, expect, it } from 'vitest';
import { loadServerMessages, messageKeyOf, serverMessage } from './server-messages';

describe('server messages', () => {
  it('reads the loaded language, with its placeholders filled', async () => {
    await loadServerMessages('vi');
    expect(serverMessage('code.maintenance')).toBe('Hệ thống đang bảo trì. Vui lòng quay lại sau.');
    await loadServerMessages('en');
    expect(serverMessage('sms.resendWait', { seconds: 30 })).toBe(
      'Please wait 30 seconds before asking for a new code.',
    );
  });

  it('takes a key read at run time only when the pack has it', async () => {
    await loadServerMessages('en');
    expect(messageKeyOf('validation.required')).toBe('validation.required');
    expect(messageKeyOf('Invalid input: expected number')).toBe('validation.invalid');
  });

  it('keeps the language chosen last when an earlier load finishes after it', async () => {
    const earlier = loadServerMessages('zh-cn');
    await loadServerMessages('th');
    await earlier;
    expect(serverMessage('code.maintenance')).toBe(
      (await import('@matchday/contract/messages/th')).messagePack['code.maintenance'],
    );
  });
});
