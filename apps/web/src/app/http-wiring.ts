import { currencyIdOf } from '@matchday/core';
import i18next from 'i18next';
import { refreshSportsToken } from '@/features/auth/lib/session-actions';
import { useAuthDialog } from '@/shared/session/auth-dialog-store';
import { configureHttp } from '@/shared/http/http-hooks';
import { getRealtimeClient } from '@/shared/realtime/realtime-client';
import { clientModel } from '@/shared/session/device';
import { useSession } from '@/shared/session/session-store';
import { SITE_PROFILE } from '@/shared/site/site-profile';
import { readStored } from '@/shared/storage/storage';
import { toast } from '@/shared/ui/toaster';

/** Connects the HTTP client to the session, settings, language and dialogs. */
export function wireHttp(): void {
  const model = clientModel();
  configureHttp({
    getToken: () => useSession.getState().token,
    getTokenExpiresAt: () => useSession.getState().tokenExpiresAt,
    onAccessToken: (token, expiresAt) => {
      useSession.getState().setToken(token, expiresAt);
      getRealtimeClient().setToken(token);
    },
    getUserName: () => useSession.getState().userInfo?.userName ?? null,
    getLanguage: () =>
      ['zh-cn', 'en', 'vi', 'th'].includes(i18next.language)
        ? (i18next.language as 'zh-cn' | 'en' | 'vi' | 'th')
        : 'en',
    getOddsChange: () => readStored('settings').oddsChange,
    getCurrencyId: () => currencyIdOf(useSession.getState().userInfo?.regCurrency ?? SITE_PROFILE.currency),
    getDeviceId: () => useSession.getState().deviceId,
    getClientModel: () => model,
    appVersion: __APP_VERSION__,
    onExpiredSession: () => useAuthDialog.getState().openExpired(),
    refreshSportsToken,
    toast: (message) => toast(message, 'error'),
  });
}
