/** What the HTTP client needs from the app; wired once in the providers. */
export interface HttpHooks {
  getToken(): string | null;
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
