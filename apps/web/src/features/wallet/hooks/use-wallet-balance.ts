import { fundWalletMemberLocal } from '@matchday/contract/client';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/shared/http/api-client';
import { useTopic } from '@/shared/realtime/use-topic';
import { useSession } from '@/shared/session/session-store';

type Wallet = Awaited<ReturnType<typeof fetchWallet>>;
const fetchWallet = () => apiCall(fundWalletMemberLocal, { body: {}, noNeedResponseMsg: true });

/**
 * The logged-in member's wallet: fetched once, then kept current by the `balance` pushes on the
 * member's own topic (a missed push triggers a refetch through the topic's resync).
 */
export function useWalletBalance(): { balance: number; currency: string } | null {
  const token = useSession((s) => s.token);
  const userId = useSession((s) => s.userInfo?.id ?? null);
  const queryClient = useQueryClient();
  const key = ['wallet', userId] as const;
  const { data } = useQuery({
    queryKey: key,
    queryFn: fetchWallet,
    enabled: Boolean(token && userId),
    staleTime: 60_000,
  });

  useTopic(
    token && userId ? `user:${userId}` : null,
    'balance',
    (payload) => {
      // A refetch already in flight was asked before this movement: its answer must not overwrite the push.
      if (queryClient.getQueryData(key)) void queryClient.cancelQueries({ queryKey: key }, { revert: false });
      queryClient.setQueryData<Wallet>(key, (old) => {
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
