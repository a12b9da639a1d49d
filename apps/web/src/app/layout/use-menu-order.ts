import { useSession } from '@/shared/session/session-store';
import { useSiteConfig } from './use-site-config';

/** Spec §6: the menu order comes from user info when logged in and from the site maintenance config when logged out. */
export function useMenuOrder(): readonly string[] | undefined {
  const token = useSession((s) => s.token);
  const fromUser = useSession((s) => s.userInfo?.gameOrder);
  const site = useSiteConfig();
  return token ? fromUser : site.data?.sportsConfigVO?.gameOrder;
}
