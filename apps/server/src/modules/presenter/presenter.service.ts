import { streamStatusCodes as S, type PresenterInfo } from '@matchday/contract';
import { AppError } from '../../http/app-error.js';
import type { LiveStreamService } from '../live/index.js';
import type { Caller } from '../../http/caller.js';
import type { PresenterChange, PresenterRepository } from './presenter.repository.js';

const OPEN: readonly number[] = [S.scheduled, S.ready, S.live];

/**
 * Anchors' public profiles (`presenter/getInfo2`) and their own edits (`presenter/update`): the
 * nickname and avatar the whole product shows, a bio, and a notice shown in their rooms.
 */
export function createPresenterService(deps: {
  repo: PresenterRepository;
  streams: Pick<LiveStreamService, 'list'>;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;

  async function info(id: number): Promise<PresenterInfo> {
    const row = await deps.repo.find(id);
    if (!row) throw new AppError('notFound', 'live.presenter.notFound');
    // The anchor's list comes live first, then ready, then booked: the first open one is current.
    const current = (await deps.streams.list({ presenterId: id, pageNum: 1, pageSize: 999 })).list.find((s) =>
      OPEN.includes(s.status),
    );
    return {
      id: row.id,
      userName: row.userName,
      nickName: row.nickName,
      avatarId: row.avatarId,
      introduction: row.introduction ?? '',
      notice: row.notice ?? '',
      liveStatus: current?.status ?? S.ended,
      currentStreamId: current?.id ?? null,
    };
  }

  return {
    info,
    /** An anchor edits their own profile; a super admin has none to edit (they are not an anchor). */
    async update(caller: Caller, change: PresenterChange): Promise<PresenterInfo> {
      if (caller.role !== 'anchor') throw new AppError('notFound', 'live.presenter.notFound');
      await deps.repo.update(caller.userId, change, now());
      return info(caller.userId);
    },
  };
}
export type PresenterService = ReturnType<typeof createPresenterService>;
