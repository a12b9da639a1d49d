import { readStored, writeStored } from '@/shared/storage/storage';

const CODE = /^[A-Za-z0-9_-]{1,32}$/;

/** Keeps `?inviteCode=` and `?referCode=` from the landing URL for this browser session (spec §3). */
export function captureInviteCodes(search: string = window.location.search): void {
  const q = new URLSearchParams(search);
  for (const key of ['inviteCode', 'referCode'] as const) {
    const value = q.get(key);
    if (value && CODE.test(value)) writeStored(key, value);
  }
}

/** The codes a registration or phone login sends, omitted when absent. */
export function storedInviteCodes(): { inviteCode?: string; referCode?: string } {
  const inviteCode = readStored('inviteCode');
  const referCode = readStored('referCode');
  return { ...(inviteCode ? { inviteCode } : {}), ...(referCode ? { referCode } : {}) };
}
