import type { RequestOf } from '@clipyard/shared';

type PlatformData = RequestOf<'client/activity/reportActivity'>['platformData'];

/** SPEC section 3: the activity report's platformData, read from the browser. */
export function readPlatformData(): PlatformData {
  const ua = navigator.userAgent;
  const brands = (navigator as Navigator & { userAgentData?: { brands?: { brand: string; version: string }[]; platform?: string; mobile?: boolean } }).userAgentData;
  const known = [
    ['Edge', /Edg\/([\d.]+)/],
    ['Opera', /OPR\/([\d.]+)/],
    ['Chrome', /Chrom(?:e|ium)\/([\d.]+)/],
    ['Firefox', /Firefox\/([\d.]+)/],
    ['Safari', /Version\/([\d.]+).*Safari/],
  ] as const;
  let browserName = 'Unknown';
  let browserVersion = '';
  for (const [name, pattern] of known) {
    const match = ua.match(pattern);
    if (match) {
      browserName = name;
      browserVersion = match[1];
      break;
    }
  }
  const platformName = brands?.platform || (/Android/.test(ua) ? 'Android' : /iPhone|iPad|iPod/.test(ua) ? 'iOS' : /Mac/.test(ua) ? 'macOS' : /Win/.test(ua) ? 'Windows' : /Linux/.test(ua) ? 'Linux' : 'Unknown');
  return {
    browserName: browserName.slice(0, 60),
    platformName: platformName.slice(0, 60),
    browserVersion: browserVersion.slice(0, 40),
    isMobile: brands?.mobile ?? /Mobi|Android/.test(ua),
    isCapacitor: Boolean((globalThis as { Capacitor?: unknown }).Capacitor),
    hasTouch: navigator.maxTouchPoints > 0,
  };
}
