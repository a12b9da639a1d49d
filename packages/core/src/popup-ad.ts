/** Popup ads seen, per user name (or NO_LOGIN): the day and the item ids shown that day. */
export type PopupAdRecord = Readonly<Record<string, { date: string; list: ReadonlyArray<string | number> }>>;

export const NO_LOGIN = 'NO_LOGIN';

/** Once a day per user, and per item when an id is given (spec §4). */
export function shouldShowPopupAd(record: PopupAdRecord, userKey: string, today: string, itemId?: string | number): boolean {
  const entry = record[userKey || NO_LOGIN];
  if (!entry || entry.date !== today) return true;
  if (itemId === undefined) return false;
  return !entry.list.includes(itemId);
}

/** The record after showing an ad (a new object; the old day's list is dropped). */
export function markPopupAdShown(record: PopupAdRecord, userKey: string, today: string, itemId?: string | number): PopupAdRecord {
  const key = userKey || NO_LOGIN;
  const entry = record[key];
  const list = entry && entry.date === today ? entry.list : [];
  return { ...record, [key]: { date: today, list: itemId === undefined || list.includes(itemId) ? list : [...list, itemId] } };
}

/** A reset clears the record. */
export function resetPopupAds(): PopupAdRecord {
  return {};
}
