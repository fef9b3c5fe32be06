import type { Clip } from '../contract/client';
import { STORAGE_KEYS } from '../session/keys';
import { readString } from '../session/storage';

/** The id of the JSON script the HTML host writes (shell/host/render-head.mjs FIRST_DATA_ID). */
export const FIRST_DATA_ID = 'clipyard-first-data';

interface FirstData {
  /** fetchClipsById's clip for the page's clip, as a signed-out visitor gets it. */
  clip?: Clip;
}

let taken: FirstData | null = null;

function read(): FirstData {
  if (taken) return taken;
  taken = {};
  try {
    const text = typeof document === 'undefined' ? null : document.getElementById(FIRST_DATA_ID)?.textContent;
    if (text) taken = JSON.parse(text) as FirstData;
  } catch {
    // A broken inline answer is no answer: the page asks the API as before.
  }
  return taken;
}

/**
 * The clip the HTML host inlined into the page (issue 13), so a cold clip page does not ask the API for it a second
 * time. The inlined answer is the signed-out one, so a visitor with a saved profile (whose blocks may hide the clip)
 * gets null and asks the API. Pure (a render may call it twice); `forgetFirstClip` once it is used.
 */
export function firstClip(internalClipId: string): Clip | null {
  const clip = read().clip;
  if (!clip || clip.internalClipId !== internalClipId) return null;
  if (readString(STORAGE_KEYS.userProfile) !== null) return null;
  return clip;
}

/** After the first use: a reload of the clip (retry, after an edit) and later visits ask the API. */
export function forgetFirstClip(): void {
  delete read().clip;
}

/** Tests: forget what was read. */
export function resetFirstData(): void {
  taken = null;
}
