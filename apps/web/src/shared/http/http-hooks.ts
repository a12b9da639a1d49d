/** What the HTTP client needs from the app; wired once in the providers. */
export interface HttpHooks {
  /** The access token (memory only) and when it stops being accepted (epoch ms, null when unknown). */
  getToken(): string | null;
  getTokenExpiresAt(): number | null;
  /** A fresh access token from the session cookie: the session keeps it and the app's socket authenticates with it. */
  onAccessToken(token: string, expiresAt: number): void;
  getUserName(): string | null;
  getLanguage(): 'zh-cn' | 'en' | 'vi' | 'th';
  getOddsChange(): number;
  getCurrencyId(): number;
  getDeviceId(): string;
  getClientModel(): string;
  appVersion: string;
  /** The app shows the once-only confirm, then logs out. */
  onExpiredSession(): void;
  /** Fetches /api/game/bet/cSports/token and stores it. */
  refreshSportsToken(): Promise<void>;
  toast(message: string): void;
}

let hooks: HttpHooks = {
  getToken: () => null,
  getTokenExpiresAt: () => null,
  onAccessToken: () => undefined,
  getUserName: () => null,
  getLanguage: () => 'en',
  getOddsChange: () => 1,
  getCurrencyId: () => 1000,
  getDeviceId: () => 'PC-UNK-0-000000-00000000',
  getClientModel: () => 'web',
  appVersion: '0.0.0',
  onExpiredSession: () => undefined,
  refreshSportsToken: async () => undefined,
  toast: () => undefined,
};

export function configureHttp(next: HttpHooks): void {
  hooks = next;
}

export function httpHooks(): HttpHooks {
  return hooks;
}
