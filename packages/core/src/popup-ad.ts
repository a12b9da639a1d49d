export type PopupAdRecord = { [userKey: string]: { date: string; list: Array<string | number> } };

export const NO_LOGIN_KEY = 'NO_LOGIN';

/** Record key: the user name, or NO_LOGIN for visitors. */
export function popupAdUserKey(userName: string | null | undefined): string {
  return userName ? userName : NO_LOGIN_KEY;
}

/**
 * Spec §4: once per day per user, and per item id when given. Without an item id any mark made
 * today counts as shown.
 */
export function shouldShowPopupAd(
  record: PopupAdRecord,
  userKey: string,
  today: string,
  itemId?: string | number,
): boolean {
  const entry = Object.hasOwn(record, userKey) ? record[userKey] : undefined;
  if (!entry || entry.date !== today) return true;
  return itemId !== undefined && !entry.list.includes(itemId);
}

/** Returns a new record; a new day starts a fresh list for that user. */
export function markPopupAdShown(
  record: PopupAdRecord,
  userKey: string,
  today: string,
  itemId?: string | number,
): PopupAdRecord {
  const previous = Object.hasOwn(record, userKey) ? record[userKey] : undefined;
  const list = previous && previous.date === today ? [...previous.list] : [];
  if (itemId !== undefined && !list.includes(itemId)) list.push(itemId);
  return { ...record, [userKey]: { date: today, list } };
}

export function resetPopupAds(): PopupAdRecord {
  return {};
}
