import {
  apiCodes,
  authLogout,
  authSessionRefresh,
  fundWalletMemberLocal,
  gameBetSingleWalletJump,
  liveStreamGetInfo,
  memberDeviceGet,
  memberGet,
  sportsPaths,
} from '@matchday/contract/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '@/shared/storage/storage';
import { apiCall, refreshSession, resetExpiredSessionFlag } from './api-client';
import { ApiError, MaintenanceError, NetworkError, TimeoutError } from './errors';
import { configureHttp, type HttpHooks } from './http-hooks';
import { sportsCall } from './sports-client';

let hooks: HttpHooks;
const fetchMock = vi.fn<typeof fetch>();
const reply = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
const sent = (i = 0) => {
  const [url, init] = fetchMock.mock.calls[i]!;
  return {
    url: String(url),
    init: init!,
    headers: init!.headers as Record<string, string>,
    body: init!.body ? JSON.parse(String(init!.body)) : undefined,
  };
};

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  hooks = {
    getToken: () => 'tok-1',
    getTokenExpiresAt: () => null,
    onAccessToken: vi.fn(),
    getUserName: () => 'member01',
    getLanguage: () => 'vi',
    getOddsChange: () => 2,
    getCurrencyId: () => 1000,
    getDeviceId: () => 'PC-LIN-1-abcdef-00000000',
    getClientModel: () => 'Chrome',
    appVersion: '1.2.3',
    onExpiredSession: vi.fn(),
    refreshSportsToken: vi.fn(async () => undefined),
    toast: vi.fn(),
  };
  configureHttp(hooks);
  resetExpiredSessionFlag();
});
afterEach(() => vi.unstubAllGlobals());

describe('apiCall', () => {
  it('sends every spec header and merges the common body fields', async () => {
    fetchMock.mockReturnValueOnce(reply({ code: 200, msg: 'ok', data: { balance: 5, currency: 'VND', wallets: [] } }));
    const data = await apiCall(fundWalletMemberLocal, { body: {} });
    expect(data).toEqual({ balance: 5, currency: 'VND', wallets: [] });
    const { url, headers, body, init } = sent();
    expect(url).toBe('/api/fund/wallet/member/local');
    expect(init.method).toBe('POST');
    expect(headers).toMatchObject({
      Username: 'member01',
      Authorization: 'tok-1',
      Language: 'vi',
      'Accept-Language': 'vi',
      client: '1',
      deviceNo: 'PC-LIN-1-abcdef-00000000',
      clientModel: 'Chrome',
      appVersion: '1.2.3',
      platform: 'vietnam',
      'Content-Type': 'application/json',
    });
    expect(body).toEqual({ oddsChange: 2, currencyId: 1000, languageType: 'vi' });
  });

  it('lets a body token override the header, except on the device list', async () => {
    fetchMock.mockImplementation(() => reply({ code: 200, msg: 'ok', data: null }));
    await apiCall(authLogout, { body: { token: 'body-token' } });
    expect(sent(0).headers.Authorization).toBe('body-token');
    fetchMock.mockImplementationOnce(() => reply({ code: 200, msg: 'ok', data: [] }));
    await apiCall(memberDeviceGet, { body: { token: 'body-token' } });
    expect(sent(1).headers.Authorization).toBe('tok-1');
  });

  it('fills path parameters', async () => {
    fetchMock.mockReturnValueOnce(reply({ code: 200, msg: 'ok', data: {} }));
    await apiCall(liveStreamGetInfo, { params: { id: 42 } });
    expect(sent().url).toBe('/api/live/stream/getInfo/42');
  });

  it('rejects code 8 with the whole envelope and its window', async () => {
    fetchMock.mockReturnValueOnce(
      reply({ code: 8, msg: 'Bảo trì [1700000000000-1700003600000]', data: { x: 1 } }, 503),
    );
    const err = await apiCall(memberGet).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(MaintenanceError);
    expect((err as MaintenanceError).envelope).toEqual({
      code: 8,
      msg: 'Bảo trì [1700000000000-1700003600000]',
      data: { x: 1 },
    });
    expect((err as MaintenanceError).window).toEqual({ startMs: 1700000000000, endMs: 1700003600000 });
  });

  it('toasts the server message unless noNeedResponseMsg, code 1002000035 or an empty message', async () => {
    fetchMock.mockImplementation(() =>
      reply({ code: apiCodes.forbidden.code, msg: 'Không có quyền', data: null }, 403),
    );
    await expect(apiCall(memberGet)).rejects.toBeInstanceOf(ApiError);
    expect(hooks.toast).toHaveBeenCalledWith('Không có quyền');
    await expect(apiCall(memberGet, { noNeedResponseMsg: true })).rejects.toMatchObject({
      code: apiCodes.forbidden.code,
    });
    fetchMock.mockImplementation(() => reply({ code: 1002000035, msg: 'quiet', data: null }, 409));
    await expect(apiCall(memberGet)).rejects.toMatchObject({ code: 1002000035 });
    fetchMock.mockImplementation(() => reply({ code: 10302, msg: '', data: null }, 409));
    await expect(apiCall(memberGet)).rejects.toMatchObject({ code: 10302 });
    expect(hooks.toast).toHaveBeenCalledTimes(1);
  });

  it('announces an expired session once only', async () => {
    fetchMock.mockImplementation(() => reply({ code: apiCodes.sessionExpired.code, msg: 'expired', data: null }, 401));
    await expect(apiCall(memberGet)).rejects.toBeInstanceOf(ApiError);
    await expect(apiCall(memberGet)).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onExpiredSession).toHaveBeenCalledTimes(1);
    expect(hooks.toast).not.toHaveBeenCalled();
    resetExpiredSessionFlag();
    await expect(apiCall(memberGet)).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onExpiredSession).toHaveBeenCalledTimes(2);
  });

  it('#9 sends the CSRF header with every call, and renews an access token about to end before the call', async () => {
    let token = 'tok-1';
    hooks.getToken = () => token;
    hooks.getTokenExpiresAt = () => Date.now() + 10_000;
    hooks.onAccessToken = vi.fn((next: string) => void (token = next));
    fetchMock
      .mockReturnValueOnce(reply({ code: 200, msg: 'ok', data: { accessToken: 'tok-2', accessExpiresAt: 1 } }))
      .mockReturnValueOnce(reply({ code: 200, msg: 'ok', data: {} }));
    await apiCall(memberGet);
    expect(sent(0)).toMatchObject({
      url: authSessionRefresh.path,
      init: { method: 'POST', credentials: 'same-origin' },
    });
    expect(sent(0).headers).toMatchObject({ 'x-md-csrf': '1' });
    expect(sent(0).headers.Authorization).toBeUndefined();
    expect(hooks.onAccessToken).toHaveBeenCalledWith('tok-2', 1);
    expect(sent(1).headers).toMatchObject({ Authorization: 'tok-2', 'x-md-csrf': '1' });
  });

  it('#9 renews a refused access token from the session cookie once and calls again, without the confirm', async () => {
    let token = 'tok-1';
    hooks.getToken = () => token;
    hooks.onAccessToken = vi.fn((next: string) => void (token = next));
    const expired = { code: apiCodes.sessionExpired.code, msg: 'expired', data: null };
    fetchMock
      .mockReturnValueOnce(reply(expired, 401))
      .mockReturnValueOnce(reply(expired, 401))
      .mockReturnValueOnce(reply({ code: 200, msg: 'ok', data: { accessToken: 'tok-2', accessExpiresAt: 9 } }))
      .mockReturnValueOnce(reply({ code: 200, msg: 'ok', data: { id: 1 } }))
      .mockReturnValueOnce(reply({ code: 200, msg: 'ok', data: { id: 2 } }));
    // Two calls refused at once share one renewal.
    expect(await Promise.all([apiCall(memberGet), apiCall(memberGet)])).toEqual([{ id: 1 }, { id: 2 }]);
    expect(fetchMock.mock.calls.map(([url]) => String(url)).filter((u) => u === authSessionRefresh.path)).toHaveLength(
      1,
    );
    expect(sent(3).headers.Authorization).toBe('tok-2');
    expect(hooks.onExpiredSession).not.toHaveBeenCalled();
  });

  it('#9 keeps the session when renewing fails on the network, and confirms once when it is over', async () => {
    const expired = { code: apiCodes.sessionExpired.code, msg: 'expired', data: null };
    fetchMock.mockReturnValueOnce(reply(expired, 401)).mockReturnValueOnce(Promise.reject(new TypeError('offline')));
    await expect(apiCall(memberGet)).rejects.toMatchObject({ code: apiCodes.sessionExpired.code });
    expect(hooks.onExpiredSession).not.toHaveBeenCalled();
    fetchMock.mockImplementation(() => reply(expired, 401));
    await expect(refreshSession()).resolves.toBe(false);
    await expect(apiCall(memberGet)).rejects.toBeInstanceOf(ApiError);
    await expect(apiCall(memberGet)).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onExpiredSession).toHaveBeenCalledTimes(1);
  });

  it('times out (10 s for the single-wallet jump) and maps network failures', async () => {
    fetchMock.mockImplementation(
      (_u, init) =>
        new Promise((_r, reject) =>
          init!.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const err = await apiCall(gameBetSingleWalletJump, { body: { gameId: 1, lobbyCode: 1 }, timeoutMs: 20 }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(TimeoutError);
    expect(gameBetSingleWalletJump.timeoutMs).toBe(10_000);
    fetchMock.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(apiCall(memberGet)).rejects.toBeInstanceOf(NetworkError);
    fetchMock.mockImplementation(() => Promise.resolve(new Response('<html>bad gateway</html>', { status: 502 })));
    await expect(apiCall(memberGet)).rejects.toMatchObject({ name: 'NetworkError', status: 502 });
  });
});

describe('sportsCall', () => {
  it('uses the stored base URL and bare token, the platform language, and returns data', async () => {
    writeStored('sportsConfig', { baseUrl: 'http://sports.test', token: 'sp-1', pushUrl: '/push' });
    fetchMock.mockReturnValueOnce(reply({ code: 0, success: true, message: '', data: { records: [] } }));
    expect(await sportsCall(sportsPaths.getList, { type: 1 })).toEqual({ records: [] });
    const { url, headers, body } = sent();
    expect(url).toBe('http://sports.test/v1/match/getList');
    expect(headers.Authorization).toBe('sp-1');
    expect(body).toMatchObject({ type: 1, languageType: 'VIE', oddsChange: 2, currencyId: 1000 });
  });

  it('refreshes the token on 14010 and retries once', async () => {
    writeStored('sportsConfig', { baseUrl: 'http://sports.test', token: 'old', pushUrl: '/push' });
    hooks.refreshSportsToken = vi.fn(async () =>
      writeStored('sportsConfig', { baseUrl: 'http://sports.test', token: 'new', pushUrl: '/push' }),
    );
    fetchMock
      .mockReturnValueOnce(reply({ code: 14010, success: false, message: 'logged out', data: null }))
      .mockReturnValueOnce(reply({ code: 0, success: true, message: '', data: null }));
    expect(await sportsCall(sportsPaths.statistical)).toEqual({});
    expect(hooks.refreshSportsToken).toHaveBeenCalledTimes(1);
    expect(sent(1).headers.Authorization).toBe('new');

    fetchMock.mockImplementation(() => reply({ code: 14010, success: false, message: 'logged out', data: null }));
    await expect(sportsCall(sportsPaths.statistical)).rejects.toMatchObject({ code: 14010 });
    expect(hooks.refreshSportsToken).toHaveBeenCalledTimes(2);
  });

  it('rejects code 8 with the window', async () => {
    writeStored('sportsConfig', { baseUrl: 'http://sports.test', token: 't', pushUrl: '/push' });
    fetchMock.mockReturnValueOnce(
      reply({ code: 8, success: false, message: '维护 [1700000000000-1700003600000]', data: null }),
    );
    await expect(sportsCall(sportsPaths.statistical)).rejects.toMatchObject({
      window: { startMs: 1700000000000, endMs: 1700003600000 },
    });
  });
});
