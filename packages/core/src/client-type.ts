/** Client type codes (spec §9): 1 default, 3 iOS webview, 4 iOS browser, 6 Android webview, 7 Android browser. */
export type ClientType = 1 | 3 | 4 | 6 | 7;

export function clientTypeFromUserAgent(ua: string): ClientType {
  const ios = /iphone|ipad|ipod/i.test(ua);
  const android = /android/i.test(ua);
  if (ios) return /safari\//i.test(ua) && !/(fbav|instagram|micromessenger|line\/)/i.test(ua) ? 4 : 3;
  if (android) return /; wv\)|\bwv\b|version\/\d+\.\d+ chrome/i.test(ua) ? 6 : 7;
  return 1;
}
