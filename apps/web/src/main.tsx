import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { wireHttp } from '@/app/http-wiring';
import { createAppRouter } from '@/app/router';
import { captureInviteCodes } from '@/features/auth/lib/invite-codes';
import { initI18n, initialLanguage } from '@/shared/i18n/i18n';
import { queryClient } from '@/shared/query/query-client';
import { getRealtimeClient } from '@/shared/realtime/realtime-client';
import { ensureDeviceId } from '@/shared/session/device';
import { restoreSession } from '@/shared/session/restore-session';
import { useSession } from '@/shared/session/session-store';
import { applyTheme, storedTheme } from '@/shared/theme/theme';
import './styles.css';

/** Boot order of spec §4: device id, language pack loaded (with the session restored), then mount. */
async function boot(): Promise<void> {
  applyTheme(storedTheme());
  useSession.setState({ deviceId: ensureDeviceId() });
  captureInviteCodes();
  wireHttp();
  // The language pack and this tab's access token (from the session cookie) load side by side.
  await Promise.all([initI18n(initialLanguage()), restoreSession()]);
  getRealtimeClient().setToken(useSession.getState().token);
  const router = createAppRouter(queryClient);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}

void boot();
