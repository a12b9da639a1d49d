import { useQueryClient } from '@tanstack/react-query';
import { STALE } from '@/shared/query/stale';
import { useTopic } from '@/shared/realtime/use-topic';
import { useSession } from '@/shared/session/session-store';
import { useMemberWallet, type MemberWallet } from '@/shared/wallet/api/fund-wallet-member-local';
import { walletKeys } from '@/shared/wallet/api/keys';

/**
 * The logged-in member's wallet: fetched once, then kept current by the `balance` pushes on the
 * member's own topic (a missed push triggers a refetch through the topic's resync).
 */
export function useWalletBalance(): { balance: number; currency: string } | null {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.id ?? null);
  const queryClient = useQueryClient();
  const key = walletKeys.member(userId);
  const { data } = useMemberWallet(userId, { enabled: Boolean(token && userId), staleTime: STALE.memberWallet });

  useTopic(
    token && userId ? `user:${userId}` : null,
    'balance',
    (payload) => {
      // A refetch already in flight was asked before this movement: its answer must not overwrite the push.
      if (queryClient.getQueryData(key)) void queryClient.cancelQueries({ queryKey: key }, { revert: false });
      queryClient.setQueryData<MemberWallet>(key, (old) => {
        if (!old) return old;
        const wallets = old.wallets.some((w) => w.currency === payload.currency)
          ? old.wallets.map((w) => (w.currency === payload.currency ? { ...w, balance: payload.balance } : w))
          : old.wallets;
        return { ...old, wallets, balance: payload.currency === old.currency ? payload.balance : old.balance };
      });
    },
    () => void queryClient.invalidateQueries({ queryKey: key }),
  );

  return data ? { balance: data.balance, currency: data.currency } : null;
}
