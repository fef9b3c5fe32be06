import { FINGER_ONLY_QUERY } from './use-finger-only';

/**
 * Whether a clip page starts its clip by itself (muted), ADR 0115. Not when the person asked for less: Save-Data, or
 * reduced motion (a moving picture they did not start). Not on a device whose only pointer is a finger (a phone or a
 * tablet): there a tap on the poster plays it, and until then nothing is downloaded (a demo clip's AV1 file is 7 MB)
 * and no decoder runs beside the page's first renders (measured on a 2-core phone profile: about 180 ms of Total
 * Blocking Time, bench/README.md). On a computer (a mouse or trackpad, even with a touch screen) it still plays at once.
 */
export function autoplayAllowed(env: { navigator?: Navigator; matchMedia?: (query: string) => { matches: boolean } } = globalThis): boolean {
  const connection = (env.navigator as (Navigator & { connection?: { saveData?: boolean } }) | undefined)?.connection;
  if (connection?.saveData) return false;
  const matches = (query: string) => (typeof env.matchMedia === 'function' ? env.matchMedia(query).matches : false);
  if (matches('(prefers-reduced-motion: reduce)')) return false;
  if (matches(FINGER_ONLY_QUERY)) return false;
  return true;
}
