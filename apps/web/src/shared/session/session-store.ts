import type { MemberInfo } from '@matchday/contract/client';
import { create } from 'zustand';
import { readStored, removeStored, writeStored } from '@/shared/storage/storage';

/**
 * The session of spec §3: token, user info, balance, login state, phone, device. The token is the
 * short-lived access token, kept in memory only (issue 17 #9): a reload gets a fresh one from the
 * session's httpOnly cookie (`restoreSession`).
 */
export interface SessionState {
  token: string | null;
  /** When the access token stops being accepted (epoch ms); null when unknown. */
  tokenExpiresAt: number | null;
  userInfo: MemberInfo | null;
  /** Minor units in the user's currency; null until the wallet has answered. */
  balance: number | null;
  loginState: number;
  mobile: string | null;
  mobileArea: string | null;
  deviceId: string;
  /** A `state` from the login answer: the vtob page is showing (spec §4). */
  pendingState: string | null;
  setToken(token: string | null, expiresAt?: number | null): void;
  setUserInfo(info: MemberInfo | null): void;
  setBalance(balance: number | null): void;
  setPending(p: {
    state: string | null;
    userName: string | null;
    loginState: number;
    mobile: string | null;
    mobileArea: string | null;
  }): void;
  clear(): void;
}

export const useSession = create<SessionState>((set) => ({
  token: null,
  tokenExpiresAt: null,
  userInfo: readStored('userInfo'),
  balance: null,
  loginState: 0,
  mobile: null,
  mobileArea: null,
  deviceId: readStored('deviceId') ?? 'PC-UNK-0-000000-00000000',
  pendingState: null,
  setToken: (token, expiresAt = null) => set({ token, tokenExpiresAt: token ? expiresAt : null }),
  setUserInfo: (userInfo) => {
    writeStored('userInfo', userInfo);
    writeStored('userRole', userInfo?.role ?? null);
    set({ userInfo });
  },
  setBalance: (balance) => set({ balance }),
  setPending: (p) =>
    set({ pendingState: p.state, loginState: p.loginState, mobile: p.mobile, mobileArea: p.mobileArea }),
  clear: () => {
    removeStored('legacyToken');
    removeStored('userInfo');
    removeStored('userRole');
    removeStored('settings');
    removeStored('sportsConfig');
    set({
      token: null,
      tokenExpiresAt: null,
      userInfo: null,
      balance: null,
      loginState: 0,
      mobile: null,
      mobileArea: null,
      pendingState: null,
    });
  },
}));

/** Who is calling, for the route guard. */
export function authSnapshot() {
  const { token, userInfo } = useSession.getState();
  return { loggedIn: token !== null, role: userInfo?.role ?? readStored('userRole') };
}
