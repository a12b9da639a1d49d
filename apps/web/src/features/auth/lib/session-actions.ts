import type { LoginResult } from '@matchday/contract/client';
import { resetExpiredSessionFlag } from '@/shared/http/api-client';
import { getRealtimeClient } from '@/shared/realtime/realtime-client';
import { useSession } from '@/shared/session/session-store';
import { writeStored } from '@/shared/storage/storage';
import { postLogout } from '../api/auth-logout';
import { fetchSportsToken } from '../api/game-bet-c-sports-token';
import { fetchMemberInfo } from '../api/member-get';
import { useAuthDialog } from '@/shared/session/auth-dialog-store';

/** Fetches the logged-in user's info into the session. */
export async function loadUserInfo(): Promise<void> {
  const info = await fetchMemberInfo();
  useSession.getState().setUserInfo(info);
}

/** Gets a sports platform token (a guest one for visitors) and stores its base URL and token. */
export async function refreshSportsToken(): Promise<void> {
  const t = await fetchSportsToken();
  writeStored('sportsConfig', { baseUrl: t.apiServerAddress, token: t.token, pushUrl: t.pushServerAddress });
}

export type LoginOutcome = { kind: 'vtob' } | { kind: 'verify' } | { kind: 'done' };

/**
 * The login flow of spec §4. A set `state`: the dialog switches to the vtob page and the
 * pending state, token and user name are kept. loginState 1 or 2 with mobile and area: the
 * verification dialog opens instead. Otherwise the token is stored, the sports token fetched,
 * user info loaded, and the caller navigates to /.
 */
export async function completeLogin(result: LoginResult, userName: string): Promise<LoginOutcome> {
  const session = useSession.getState();
  const dialogs = useAuthDialog.getState();
  session.setPending({
    state: result.state,
    userName,
    loginState: result.loginState,
    mobile: result.mobile,
    mobileArea: result.mobileArea,
  });
  if (result.state) {
    session.setToken(result.accessToken, result.accessExpiresAt ?? null);
    dialogs.setPage('vtob');
    return { kind: 'vtob' };
  }
  if ((result.loginState === 1 || result.loginState === 2) && result.mobile && result.mobileArea) {
    dialogs.openVerify({ mobile: result.mobile, mobileArea: result.mobileArea, userName });
    return { kind: 'verify' };
  }
  await finishLogin(result);
  dialogs.closeLogin();
  return { kind: 'done' };
}

/** Verification success (code 200): close the dialog, store the token, close the login dialog, load user info. */
export async function completeVerification(result: LoginResult): Promise<void> {
  useAuthDialog.getState().closeVerify();
  await finishLogin(result);
  useAuthDialog.getState().closeLogin();
}

/** The access token stays in memory; the session itself came as the httpOnly cookie with the answer. */
async function finishLogin({ accessToken, accessExpiresAt }: LoginResult): Promise<void> {
  useSession.getState().setToken(accessToken, accessExpiresAt ?? null);
  resetExpiredSessionFlag();
  getRealtimeClient().setToken(accessToken);
  await refreshSportsToken().catch(() => undefined);
  await loadUserInfo().catch(() => undefined);
}

/** Logout (spec §4): tell the server, clear token, settings and user info, reset the sports token, reload. */
export async function logout(reload: () => void = () => window.location.assign('/')): Promise<void> {
  await postLogout().catch(() => undefined);
  useSession.getState().clear();
  reload();
}
