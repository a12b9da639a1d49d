import { maskText } from '@matchday/core';

/** What the anchor keeps of a gift unless the catalogue says otherwise: half, in basis points. */
export const DEFAULT_ANCHOR_SHARE_BP = 5000;
const FULL_BP = 10_000;

/**
 * The anchor's part of what a viewer paid, rounded down (the house keeps the odd minor unit).
 * Split so amount × bp never leaves the exact integer range.
 */
export function anchorShareOf(amount: number, shareBp: number): number {
  return Math.floor(amount / FULL_BP) * shareBp + Math.floor(((amount % FULL_BP) * shareBp) / FULL_BP);
}

/** The two ledger keys of one send: both derive from the sender and their request key, so a retry reuses them. */
export function transferKeys(senderId: number, requestKey: string): { debitKey: string; shareKey: string } {
  const debitKey = `gift:${senderId}:${requestKey}`;
  return { debitKey, shareKey: `${debitKey}:share` };
}

/** How the room names a sender: their nickname, or their user name masked (spec §9 generic mask). */
export function senderLabel(user: { nickName: string | null; userName: string }): string {
  const nick = user.nickName?.trim();
  return nick ? nick : maskText(user.userName);
}

/** A retry must ask for the same gift: the same key with other details is an idempotency conflict. */
export function sameSend(
  stored: { streamId: number; giftId: number; count: number },
  asked: { streamId: number; giftId: number; count: number },
): boolean {
  return stored.streamId === asked.streamId && stored.giftId === asked.giftId && stored.count === asked.count;
}

export interface GiftNames {
  nameEn: string;
  nameZhCn: string;
  nameVi: string;
  nameTh: string;
}

/** The gift's name in a message language; English for any other. */
export function giftNameIn(gift: GiftNames, lang: string): string {
  if (lang === 'zh-cn') return gift.nameZhCn;
  if (lang === 'vi') return gift.nameVi;
  if (lang === 'th') return gift.nameTh;
  return gift.nameEn;
}

const DAY_MS = 86_400_000;

/** The calendar day (YYYY-MM-DD) of day number `dayNo`, counted from the epoch on the caller's clock. */
export function dayLabel(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

export { DAY_MS };
