import { streamStatusCodes as S } from '@matchday/contract';
import type { LiveStreamRepository } from './live-stream.repository.js';
import { newStreamKey } from './stream-keys.js';

/** The demo rooms: fixed public names, so the demo publishers find them at every start. */
export const demoStreams = [
  {
    name: 'demoanchor01',
    userName: 'anchor01',
    label: 'Anchor 01',
    title: 'Matchday warm-up: football talk',
    coverTagId: 1,
    sportId: 1,
  },
  {
    name: 'demoanchor02',
    userName: 'anchor02',
    label: 'Coach Minh',
    title: 'Basketball tonight: picks and stats',
    coverTagId: 2,
    sportId: 3,
  },
  {
    name: 'demoanchor03',
    userName: 'anchor03',
    label: 'Lily Esports',
    title: 'Esports lounge',
    coverTagId: 3,
    sportId: 177,
  },
] as const;

/**
 * The demo anchors' rooms (ready to go live), plus one booked stream of anchor01 two days ahead.
 * Only into an empty live_streams table; `presenterOf` finds an anchor's id by user name.
 */
export async function seedDemoStreams(
  repo: Pick<LiveStreamRepository, 'hasAny' | 'insert'>,
  presenterOf: (userName: string) => Promise<number | undefined>,
  now: number,
): Promise<void> {
  if (await repo.hasAny()) return;
  const base = {
    matchId: null,
    fbId: null,
    feeAmount: null,
    startedAt: null,
    endedAt: null,
    createdAt: now,
    updatedAt: now,
  };
  for (const s of demoStreams) {
    const presenterId = await presenterOf(s.userName);
    if (presenterId === undefined) continue;
    await repo.insert({
      ...base,
      presenterId,
      title: s.title,
      coverTagId: s.coverTagId,
      status: S.ready,
      sportId: s.sportId,
      playbackName: s.name,
      streamKey: newStreamKey(),
      scheduledAt: null,
    });
  }
  const anchor01 = await presenterOf('anchor01');
  if (anchor01 !== undefined)
    await repo.insert({
      ...base,
      presenterId: anchor01,
      title: 'Weekend preview: the big derbies',
      coverTagId: 5,
      status: S.scheduled,
      sportId: 1,
      playbackName: 'demobooked01',
      streamKey: newStreamKey(),
      scheduledAt: now + 2 * 24 * 3600 * 1000,
    });
}
