export type ClientType = 1 | 3 | 4 | 6 | 7;

/**
 * Spec §9 codes: 1 default, 3 iOS webview, 4 iOS browser, 6 Android webview, 7 Android browser.
 * An iOS webview is an iOS agent without "Safari/"; an Android webview carries the "wv" token.
 */
export function clientTypeFromUserAgent(ua: string): ClientType {
  if (/Android/i.test(ua)) return /[;(\s]wv[);\s]/.test(ua) ? 6 : 7;
  if (/iPhone|iPad|iPod/i.test(ua)) return /Safari\//.test(ua) ? 4 : 3;
  return 1;
}
