import type { LoginResult, MemberInfo } from '@matchday/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureHttp } from '@/shared/http/http-hooks';
import { useSession } from '@/shared/session/session-store';
import { readStored } from '@/shared/storage/storage';
import { useAuthDialog } from '@/shared/session/auth-dialog-store';
import { completeLogin, completeVerification, logout } from './session-actions';

const info: MemberInfo = {
  id: 1,
  userName: 'member01',
  nickName: null,
  avatarId: 0,
  vipLevel: 0,
  role: 'member',
  regCurrency: 'VND',
  currencyId: 1000,
  mobile: null,
  mobileArea: null,
  menuOrder: [],
  gameOrder: [],
};
const fetchMock = vi.fn<typeof fetch>();
const result = (over: Partial<LoginResult>): LoginResult => ({
  accessToken: 'tok',
  state: null,
  mobile: null,
  mobileArea: null,
  deviceId: null,
  loginState: 0,
  ...over,
});

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const data = String(url).includes('cSports')
      ? { token: 'sp', apiServerAddress: 'http://s', pcAddress: '', pushServerAddress: '/push', virtualAddress: '' }
      : String(url).includes('member/get')
        ? info
        : null;
    return new Response(JSON.stringify({ code: 200, msg: 'ok', data }));
  });
  configureHttp({
    getToken: () => useSession.getState().token,
    getTokenExpiresAt: () => useSession.getState().tokenExpiresAt,
    onAccessToken: vi.fn(),
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
  });
  useSession.getState().clear();
  useAuthDialog.setState({ loginOpen: true, page: 'login', verify: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('login flow (spec §4)', () => {
  it('a set state switches the dialog to the vtob page and keeps the token', async () => {
    expect(await completeLogin(result({ state: 'pending-b2b' }), 'member01')).toEqual({ kind: 'vtob' });
    expect(useAuthDialog.getState()).toMatchObject({ loginOpen: true, page: 'vtob' });
    expect(useSession.getState()).toMatchObject({ token: 'tok', pendingState: 'pending-b2b' });
  });

  it('loginState 1 or 2 with mobile and area opens the verification dialog', async () => {
    expect(await completeLogin(result({ loginState: 1, mobile: '091***5678', mobileArea: '84' }), 'member01')).toEqual({
      kind: 'verify',
    });
    expect(useAuthDialog.getState().verify).toEqual({ mobile: '091***5678', mobileArea: '84', userName: 'member01' });
    expect(useSession.getState().token).toBeNull();
  });

  it('loginState without a phone logs straight in', async () => {
    expect(await completeLogin(result({ loginState: 2 }), 'member01')).toEqual({ kind: 'done' });
  });

  it('otherwise stores the token, fetches the sports token and user info, and closes the dialog', async () => {
    expect(await completeLogin(result({ accessExpiresAt: 1234 }), 'member01')).toEqual({ kind: 'done' });
    // #9: the access token in memory only, nothing of the session in web storage.
    expect(useSession.getState()).toMatchObject({ token: 'tok', tokenExpiresAt: 1234 });
    expect(JSON.stringify({ ...localStorage, ...sessionStorage })).not.toContain('"tok"');
    expect(readStored('sportsConfig')).toEqual({ baseUrl: 'http://s', token: 'sp', pushUrl: '/push' });
    expect(useSession.getState().userInfo?.userName).toBe('member01');
    expect(readStored('userRole')).toBe('member');
    expect(useAuthDialog.getState().loginOpen).toBe(false);
  });

  it('verification success stores the token and closes both dialogs', async () => {
    useAuthDialog.getState().openVerify({ mobile: 'x', mobileArea: '84', userName: 'member01' });
    await completeVerification(result({ accessToken: 'verified' }));
    expect(useSession.getState().token).toBe('verified');
    expect(useAuthDialog.getState()).toMatchObject({ verify: null, loginOpen: false });
  });

  it('logout tells the server, clears token, settings and user info and the sports token, then reloads', async () => {
    await completeLogin(result({}), 'member01');
    const reload = vi.fn();
    await logout(reload);
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/api/user/auth/logout'))).toBe(true);
    expect(useSession.getState().token).toBeNull();
    expect([readStored('userInfo'), readStored('sportsConfig')]).toEqual([null, null]);
    expect(reload).toHaveBeenCalled();
  });
});
