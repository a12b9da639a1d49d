import { isMemberTag, type ViewerTag } from './playback-tokens.js';

/** A connected player as the count sees it: who its URL was signed for, and its address (addressKey). */
export interface PlayerIdentity {
  viewer: ViewerTag | null;
  address: string;
}

/**
 * Anonymous viewers one address adds at most: a household or office of visitors on a few screens,
 * never a host opening sockets (device ids are the client's own, so only this bound holds).
 */
export const ANONYMOUS_VIEWERS_PER_ADDRESS = 3;

/**
 * Distinct viewers (issue 17 #9): a member once, however many players, tabs or addresses; visitors
 * once per device their URL was signed for, at most 3 per address (IPv6 by /64); players of
 * unsigned URLs (free rooms) and visitors without a device id count as one device per address.
 */
export function countViewers(players: Iterable<PlayerIdentity>): number {
  const members = new Set<string>();
  const devices = new Map<string, Set<string>>();
  for (const p of players) {
    if (isMemberTag(p.viewer)) {
      members.add(p.viewer!);
      continue;
    }
    const seen = devices.get(p.address) ?? new Set<string>();
    seen.add(p.viewer?.startsWith('d') ? p.viewer : '-');
    devices.set(p.address, seen);
  }
  let anonymous = 0;
  for (const seen of devices.values()) anonymous += Math.min(ANONYMOUS_VIEWERS_PER_ADDRESS, seen.size);
  return members.size + anonymous;
}
