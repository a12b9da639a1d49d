import { describe, expect, it } from 'vitest';
import { loadServerMessages } from '@/shared/i18n/server-messages';
import { profileRequest } from './profile-request';

describe('profileRequest', () => {
  const form = { nickName: '  Captain Derby ', avatarId: 3, introduction: 'Ten years of analysis.', notice: '' };

  it('trims and passes a valid profile', () => {
    expect(profileRequest(form)).toEqual({
      ok: true,
      body: { nickName: 'Captain Derby', avatarId: 3, introduction: 'Ten years of analysis.', notice: '' },
    });
  });

  it('names each field that breaks the contract, in the user’s language', async () => {
    await loadServerMessages('vi');
    const r = profileRequest({ ...form, nickName: ' ', notice: 'x'.repeat(201) });
    expect(r).toEqual({
      ok: false,
      errors: { nickName: 'Biệt danh: 1–24 ký tự.', notice: 'Thông báo phòng: tối đa 200 ký tự.' },
    });
  });
});
