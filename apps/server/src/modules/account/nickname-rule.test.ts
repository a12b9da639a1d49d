import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.js';
import { acceptedNickName } from './nickname-rule.js';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { code: err.codeName, msg: err.msgOverride, data: err.data };
    throw err;
  }
  throw new Error('accepted');
};

describe('nickname rule', () => {
  it('#9 a member cannot take the nickname "Anchor 01", nor a staff name', () => {
    expect(refusal(() => acceptedNickName('Anchor 01', 'member', 'en'))).toEqual({
      code: 'validationFailed',
      msg: { text: 'body.nickName: This nickname looks like a staff or anchor name. Please choose another.' },
      data: {
        issues: [
          {
            path: 'body.nickName',
            message: 'This nickname looks like a staff or anchor name. Please choose another.',
            code: 'custom',
          },
        ],
      },
    });
    for (const name of ['admin', '客服', 'Quản trị', 'Ａｎｃｈｏｒ０１'])
      expect(refusal(() => acceptedNickName(name, 'member', 'vi')).code, name).toBe('validationFailed');
  });

  it('lets an anchor be called an anchor but not staff; a super admin takes any name', () => {
    expect(acceptedNickName('Anchor 01', 'anchor', 'en')).toBe('Anchor 01');
    expect(refusal(() => acceptedNickName('Admin', 'anchor', 'en')).code).toBe('validationFailed');
    expect(acceptedNickName('Admin 01', 'admin', 'en')).toBe('Admin 01');
  });

  it('#9 stores names without bidirectional controls, and refuses one that had nothing else', () => {
    expect(acceptedNickName(' Bob\u202enimda\u2066 ', 'member', 'en')).toBe('Bobnimda');
    expect(refusal(() => acceptedNickName('\u202e\u200f', 'member', 'zh-cn')).msg).toEqual({
      text: 'body.nickName: 昵称：1–24 个字符。',
    });
  });
});
