import { notifyExpiredSession, refreshSession } from '@/shared/http/api-client';
import { readStored, removeStored } from '@/shared/storage/storage';
import { useSession } from './session-store';

/**
 * At boot, before the first route: the session's httpOnly cookie gives this tab an access token
 * (kept in memory only, issue 17 #9). Asked only when someone was logged in here (their user info is
 * stored), so a visitor makes no call. A session that is over, and a token stored in `md.token` by
 * the app before this change, end in the spec's once-only expired-session confirm, then logout.
 */
export async function restoreSession(): Promise<void> {
  const legacy = readStored('legacyToken') !== null;
  if (legacy) removeStored('legacyToken');
  if (!legacy && readStored('userInfo') === null) return;
  let live: boolean;
  try {
    live = await refreshSession();
  } catch {
    return; // Unreachable now: shown logged out, asked again on the next load.
  }
  if (live) return;
  useSession.getState().clear();
  notifyExpiredSession();
}
