import { beforeEach, describe, expect, it } from 'vitest';
import { loadServerMessages } from '@/shared/i18n/server-messages';
import { goLiveRequest } from './go-live-request';

const form = { title: 'Derby night', coverTagId: '1', scheduledAt: '', sportId: '', matchId: '' };

/** A `datetime-local` value `days` from now, in this zone. */
const localInput = (days: number) => {
  const d = new Date(Date.now() + days * 24 * 3600 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

describe('goLiveRequest', () => {
  beforeEach(() => loadServerMessages('en'));

  it('builds the save body, empty fields as none', () => {
    expect(goLiveRequest(form)).toEqual({
      ok: true,
      body: { title: 'Derby night', coverTagId: 1, scheduledAt: null, sportId: null, matchId: null },
    });
    const booked = goLiveRequest({ ...form, scheduledAt: localInput(2), sportId: '1', matchId: '42' });
    expect(booked.ok && booked.body).toMatchObject({ sportId: 1, matchId: 42 });
    expect(booked.ok && booked.body.scheduledAt).toBeGreaterThan(Date.now());
  });

  it('answers the contract’s messages in the user’s language', async () => {
    expect(goLiveRequest({ ...form, title: '  ' })).toEqual({
      ok: false,
      errors: { title: 'Title: 1–60 characters.' },
    });
    await loadServerMessages('zh-cn');
    expect(goLiveRequest({ ...form, title: '' })).toEqual({
      ok: false,
      errors: { title: '标题：1–60 个字符。' },
    });
    await loadServerMessages('en');
    expect(goLiveRequest({ ...form, coverTagId: '99' })).toEqual({
      ok: false,
      errors: { coverTagId: 'Choose one of the cover tags.' },
    });
    const late = goLiveRequest({ ...form, scheduledAt: localInput(40) });
    expect(late).toEqual({
      ok: false,
      errors: { scheduledAt: 'The start time must be in the future and at most 30 days ahead.' },
    });
  });
});
