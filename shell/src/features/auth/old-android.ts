/** SPEC section 9: old Android browsers, up to version 105, are flagged by one helper. */
export const OLD_ANDROID_MAX_VERSION = 105;

export function isOldAndroidBrowser(userAgent: string): boolean {
  if (!/Android/i.test(userAgent)) return false;
  const version = userAgent.match(/(?:Chrome|Chromium|CriOS)\/(\d+)/)?.[1] ?? userAgent.match(/Version\/(\d+)/)?.[1];
  return version !== undefined && Number(version) <= OLD_ANDROID_MAX_VERSION;
}
