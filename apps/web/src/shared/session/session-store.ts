import type { MemberInfo } from '@matchday/contract/client';
import { create } from 'zustand';
import { readStored, removeStored, writeStored } from '@/shared/storage/storage';

/** The session of spec §3: token, user info, balance, login state, phone, device. */
export interface SessionState {
  token: string | null;
  userInfo: MemberInfo | null;
  /** Minor units in the user's currency; null until the wallet has answered. */
  balance: number | null;
  loginState: number;
  mobile: string | null;
  mobileArea: string | null;
  deviceId: string;
  /** A `state` from the login answer: the vtob page is showing (spec §4). */
  pendingState: string | null;
  setToken(token: string | null): void;
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
  token: readStored('token'),
  userInfo: readStored('userInfo'),
  balance: null,
  loginState: 0,
  mobile: null,
  mobileArea: null,
  deviceId: readStored('deviceId') ?? 'PC-UNK-0-000000-00000000',
  pendingState: null,
  setToken: (token) => {
    if (token) writeStored('token', token);
    else removeStored('token');
    set({ token });
  },
  setUserInfo: (userInfo) => {
    writeStored('userInfo', userInfo);
    writeStored('userRole', userInfo?.role ?? null);
    set({ userInfo });
  },
  setBalance: (balance) => set({ balance }),
  setPending: (p) =>
    set({ pendingState: p.state, loginState: p.loginState, mobile: p.mobile, mobileArea: p.mobileArea }),
  clear: () => {
    removeStored('token');
    removeStored('userInfo');
    removeStored('userRole');
    removeStored('settings');
    removeStored('sportsConfig');
    set({
      token: null,
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
