/**
 * SPEC section 2: avif thumbnail support is probed with a tiny test image first. The probe runs once per page
 * (module-level promise) and its answer is kept for the session, so later pages pick the format at once.
 */
export const AVIF_PROBE =
  'data:image/avif;base64,AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAB0AAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQ0MAAAAABNjb2xybmNseAACAAIAAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACVtZGF0EgAKCBgANogQEAwgMg8f8D///8WfhwB8+ErK42A=';
/** The session key of the answer; index.html's first-paint script starts the same probe and writes it there. */
export const AVIF_SESSION_KEY = 'clipyard-avif-support';

let probe: Promise<boolean> | null = null;
let known: boolean | null = null;

/** The answer if the probe already finished (so a grid can render the right format on first paint). */
export function knownAvifSupport(): boolean | null {
  if (known !== null) return known;
  try {
    const stored = sessionStorage.getItem(AVIF_SESSION_KEY);
    if (stored === 'true' || stored === 'false') known = stored === 'true';
  } catch {
    // no session storage: probe each page load
  }
  return known;
}

export function probeAvifSupport(): Promise<boolean> {
  const already = knownAvifSupport();
  if (already !== null) return Promise.resolve(already);
  if (probe) return probe;
  probe = new Promise<boolean>((resolve) => {
    if (typeof Image === 'undefined') return resolve(false);
    const image = new Image();
    const done = (supported: boolean) => {
      known = supported;
      try {
        sessionStorage.setItem(AVIF_SESSION_KEY, String(supported));
      } catch {
        // ignore
      }
      resolve(supported);
    };
    image.onload = () => done(image.width > 0 && image.height > 0);
    image.onerror = () => done(false);
    // A browser that never answers counts as no avif after 2 s (webp is always there).
    setTimeout(() => known === null && done(false), 2000);
    image.src = AVIF_PROBE;
  });
  return probe;
}

/** Test seam: forget the probe's answer. */
export function resetAvifProbe(): void {
  probe = null;
  known = null;
  try {
    sessionStorage.removeItem(AVIF_SESSION_KEY);
  } catch {
    // ignore
  }
}
