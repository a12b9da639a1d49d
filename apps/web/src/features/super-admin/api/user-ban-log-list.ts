import { userBanLogList } from '@matchday/contract/client';
import { apiCall } from '@/shared/http/api-client';

/** A user's site-wide bans still in force (room 0). */
export async function fetchSiteBans(user: { id: number; userName: string }) {
  const active = await apiCall(userBanLogList, {
    body: { roomId: 0, userName: user.userName, active: true, pageNum: 1, pageSize: 100 },
    noNeedResponseMsg: true,
  });
  return active.list.filter((b) => b.userId === user.id);
}
