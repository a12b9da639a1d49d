import { create } from 'zustand';

/** The login dialog's pages (spec §2: a page marker, vtob among them). */
export type LoginPage = 'login' | 'phone' | 'register' | 'vtob';

interface AuthDialogState {
  loginOpen: boolean;
  page: LoginPage;
  verify: { mobile: string; mobileArea: string; userName: string } | null;
  expiredOpen: boolean;
  openLogin(page?: LoginPage): void;
  setPage(page: LoginPage): void;
  closeLogin(): void;
  openVerify(v: { mobile: string; mobileArea: string; userName: string }): void;
  closeVerify(): void;
  openExpired(): void;
  closeExpired(): void;
}

export const useAuthDialog = create<AuthDialogState>((set) => ({
  loginOpen: false,
  page: 'login',
  verify: null,
  expiredOpen: false,
  openLogin: (page = 'login') => set({ loginOpen: true, page }),
  setPage: (page) => set({ page }),
  closeLogin: () => set({ loginOpen: false }),
  openVerify: (verify) => set({ verify }),
  closeVerify: () => set({ verify: null }),
  openExpired: () => set({ expiredOpen: true }),
  closeExpired: () => set({ expiredOpen: false }),
}));
