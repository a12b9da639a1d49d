import { streamStatusCodes as S } from '@matchday/contract';
import type { AppDatabase } from '../db/database.js';
import type { AccountRepository } from '../modules/account/account.repository.js';
import { hashPassword, type PasswordCost } from '../modules/account/password.js';
import { newStreamKey } from '../modules/live/stream-keys.js';
import { DEMO_PASSWORD } from './demo-seed.js';

/** Anchors besides anchor01 whose demo rooms are live after `npm start` (password Demo#2026). */
export const demoAnchors = [
  { userName: 'anchor02', nickName: 'Coach Minh', avatarId: 4 },
  { userName: 'anchor03', nickName: 'Lily Esports', avatarId: 9 },
] as const;

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
 * Seeds the demo anchors and their rooms (ready to go live), plus one booked stream of anchor01
 * two days ahead. Only into an empty live_streams table; existing users are never changed.
 */
export async function seedLiveDemo(
  db: AppDatabase,
  deps: { accounts: AccountRepository; cost?: PasswordCost | undefined; now?: () => number },
): Promise<void> {
  const now = deps.now ?? Date.now;
  for (const a of demoAnchors) {
    if (await deps.accounts.findByUserName(a.userName)) continue;
    const passwordHash = await hashPassword(DEMO_PASSWORD, deps.cost);
    await deps.accounts.insertIfAbsent(
      {
        userName: a.userName,
        passwordHash,
        role: 'anchor',
        nickName: a.nickName,
        avatarId: a.avatarId,
        vipLevel: 3,
        regCurrency: 'VND',
        mobile: null,
        mobileArea: null,
        status: 1,
      },
      now(),
    );
  }
  if (await db.selectFrom('liveStreams').select('id').limit(1).executeTakeFirst()) return;
  const t = now();
  const base = {
    matchId: null,
    fbId: null,
    feeAmount: null,
    startedAt: null,
    endedAt: null,
    createdAt: t,
    updatedAt: t,
  };
  for (const s of demoStreams) {
    const user = await deps.accounts.findByUserName(s.userName);
    if (!user) continue;
    await db
      .insertInto('liveStreams')
      .values({
        ...base,
        presenterId: user.id,
        title: s.title,
        coverTagId: s.coverTagId,
        status: S.ready,
        sportId: s.sportId,
        playbackName: s.name,
        streamKey: newStreamKey(),
        scheduledAt: null,
      })
      .execute();
  }
  const anchor01 = await deps.accounts.findByUserName('anchor01');
  if (anchor01) {
    await db
      .insertInto('liveStreams')
      .values({
        ...base,
        presenterId: anchor01.id,
        title: 'Weekend preview: the big derbies',
        coverTagId: 5,
        status: S.scheduled,
        sportId: 1,
        playbackName: 'demobooked01',
        streamKey: newStreamKey(),
        scheduledAt: t + 2 * 24 * 3600 * 1000,
      })
      .execute();
  }
}
