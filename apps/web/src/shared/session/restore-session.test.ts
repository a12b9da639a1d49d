import { apiCodes } from '@matchday/contract/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetExpiredSessionFlag } from '@/shared/http/api-client';
import { configureHttp, type HttpHooks } from '@/shared/http/http-hooks';
import { readStored, writeStored } from '@/shared/storage/storage';
import { restoreSession } from './restore-session';
import { useSession } from './session-store';

const fetchMock = vi.fn<typeof fetch>();
const reply = (body: unknown) => Promise.resolve(new Response(JSON.stringify(body)));
const user = { id: 1, userName: 'member01', role: 'member' } as never;
let hooks: HttpHooks;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  localStorage.clear();
  useSession.getState().clear();
  hooks = {
    getToken: () => useSession.getState().token,
    getTokenExpiresAt: () => useSession.getState().tokenExpiresAt,
    onAccessToken: (token, at) => useSession.getState().setToken(token, at),
    getUserName: () => null,
    getLanguage: () => 'en',
    getOddsChange: () => 1,
    getCurrencyId: () => 1000,
    getDeviceId: () => 'd',
    getClientModel: () => 'm',
    appVersion: 't',
    onExpiredSession: vi.fn(),
    refreshSportsToken: vi.fn(),
    toast: vi.fn(),
  };
  configureHttp(hooks);
  resetExpiredSessionFlag();
});
afterEach(() => vi.unstubAllGlobals());

describe('restoreSession', () => {
  it('#9 asks nothing for a visitor', async () => {
    await restoreSession();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBeNull();
  });

  it('#9 gives a logged-in member’s tab an access token from the session cookie, kept in memory', async () => {
    writeStored('userInfo', user);
    fetchMock.mockReturnValueOnce(reply({ code: 200, msg: 'ok', data: { accessToken: 'a.1.x', accessExpiresAt: 9 } }));
    await restoreSession();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/user/auth/session/refresh');
    expect(useSession.getState()).toMatchObject({ token: 'a.1.x', tokenExpiresAt: 9 });
    expect(hooks.onExpiredSession).not.toHaveBeenCalled();
  });

  it('#9 asks a user logged in before the change (a token in md.token) to log in again, once', async () => {
    localStorage.setItem('md.token', JSON.stringify({ v: 1, d: 'old-session-token' }));
    writeStored('userInfo', user);
    fetchMock.mockImplementation(() => reply({ code: apiCodes.sessionExpired.code, msg: 'expired', data: null }));
    await restoreSession();
    expect(localStorage.getItem('md.token')).toBeNull();
    expect(readStored('userInfo')).toBeNull();
    expect(hooks.onExpiredSession).toHaveBeenCalledTimes(1);
    // After the confirm's logout and reload there is nothing left to ask about.
    await restoreSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(hooks.onExpiredSession).toHaveBeenCalledTimes(1);
  });

  it('#9 keeps the stored user when the server cannot be reached, to ask again on the next load', async () => {
    writeStored('userInfo', user);
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('offline')));
    await restoreSession();
    expect(readStored('userInfo')).not.toBeNull();
    expect(hooks.onExpiredSession).not.toHaveBeenCalled();
  });
});
