import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Who a playback URL was signed for: `m{id}` a member, `d{hash}` a visitor's device (its `deviceNo`,
 * hashed), `a` a visitor without one. Null for a player of a free stream's unsigned URL.
 */
export type ViewerTag = string;

/** A signed URL lives at least this long; a player checks it once, when it connects. */
export const PLAYBACK_URL_TTL_S = 3600;
/** Expiries are rounded up to this step, so a room polling its info keeps one URL for ten minutes. */
const EXPIRY_STEP_S = 600;
const SIG_CHARS = 22;
/** `{viewer}.{expiry}.{signature}`: dots and base64url only, so it sits in a file name or a path segment. */
export const PLAYBACK_TOKEN = /^([A-Za-z0-9_-]{1,24})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/;

/** The viewer tag of a caller: the member, else the visitor's device, else an anonymous visitor. */
export function viewerTag(memberId: number | null, deviceId: string | null): ViewerTag {
  if (memberId !== null) return `m${memberId}`;
  if (deviceId) return `d${createHash('sha256').update(deviceId).digest('base64url').slice(0, 12)}`;
  return 'a';
}

export const isMemberTag = (tag: ViewerTag | null): boolean => tag !== null && tag.startsWith('m');

/**
 * Per-viewer playback URLs (issue 17 #8): HMAC-SHA256 over the stream's playback name, the viewer
 * and an expiry, with a key derived from the app secret, so every node signs and checks alike. The
 * name changes when the anchor rotates the stream key, so every URL of the old name dies with it.
 */
export function createPlaybackSigner(secret: Buffer, nowMs: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('matchday:playback-url:v1').digest();
  const sigOf = (name: string, viewer: string, expiry: number) =>
    createHmac('sha256', key).update(`${name}.${viewer}.${expiry}`).digest('base64url').slice(0, SIG_CHARS);

  return {
    /** A token for `viewer` to play `name`, valid one to one and a sixth hours. */
    sign(name: string, viewer: ViewerTag): string {
      const expiry = Math.ceil((Math.floor(nowMs() / 1000) + PLAYBACK_URL_TTL_S) / EXPIRY_STEP_S) * EXPIRY_STEP_S;
      return `${viewer}.${expiry}.${sigOf(name, viewer, expiry)}`;
    },

    /** The viewer a token was signed for to play `name`, or why not. One HMAC: checked once per player, never per packet. */
    verify(name: string, token: string): { viewer: ViewerTag } | { refused: 'invalid' | 'expired' } {
      const m = PLAYBACK_TOKEN.exec(token);
      if (!m) return { refused: 'invalid' };
      const [, viewer, expiryText, sig] = m as unknown as [string, string, string, string];
      const expiry = Number(expiryText);
      const expected = Buffer.from(sigOf(name, viewer, expiry));
      if (!timingSafeEqual(Buffer.from(sig), expected)) return { refused: 'invalid' };
      if (expiry * 1000 <= nowMs()) return { refused: 'expired' };
      return { viewer };
    },
  };
}
export type PlaybackSigner = ReturnType<typeof createPlaybackSigner>;

/**
 * Whether a player may have `name`: a signed token must check out; without one, only a free stream
 * plays (to an anonymous viewer). Null when refused.
 */
export function admitPlayer(
  signer: PlaybackSigner,
  name: string,
  token: string | null,
  paid: boolean,
): { viewer: ViewerTag | null } | null {
  if (token === null) return paid ? null : { viewer: null };
  const checked = signer.verify(name, token);
  return 'viewer' in checked ? checked : null;
}
