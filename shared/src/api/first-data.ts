import type { Clip } from '../contract/client';
import { STORAGE_KEYS, readString } from '../storage/local-storage';
import { saveAnswer, savedAnswerKey } from './offline/saved-answers';

/** The id of the JSON script the HTML host writes (shell/host/render-head.mjs FIRST_DATA_ID). */
export const FIRST_DATA_ID = 'clipyard-first-data';

/** The frontpage's first keyset page for one sort and period, as a signed-out visitor gets it. */
export interface FirstFrontpage {
  sort: string;
  period: string;
  /** The page size the host asked for (FrontpagePage's): with it, the answer is the offline copy of that exact call. */
  limit?: number;
  clipList: Clip[];
  nextCursor: string | null;
}

interface FirstData {
  /** fetchClipsById's clip for the page's clip, as a signed-out visitor gets it. */
  clip?: Clip;
  /** masterFrontpageList's first page for the frontpage's sort and period. */
  frontpage?: FirstFrontpage;
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
  keepForOffline(taken);
  return taken;
}

/**
 * The inlined answers are answers this visitor was shown, yet the app never asked the API for them, so the API
 * client had no offline copy (ADR 0123). And the copy of the page the service worker keeps is fetched again later, so
 * it may lack them (the host gives up on a slow API and sends the generic page): a reload offline then asked the API
 * and showed "you are offline" where the clips had been (CI, a loaded machine). Kept as the signed-out visitor's
 * answers of the very calls the pages make.
 */
function keepForOffline({ clip, frontpage }: FirstData): void {
  const keep = (path: string, body: unknown, answer: unknown) => {
    const key = savedAnswerKey(path, '', body);
    if (key) void saveAnswer(key, answer);
  };
  if (clip && typeof clip.internalClipId === 'string') {
    keep('client/videoListing/fetchClipsById', { internalClipIdList: [clip.internalClipId] }, { isSuccessful: true, clipList: [clip] });
  }
  if (frontpage && Array.isArray(frontpage.clipList) && typeof frontpage.limit === 'number') {
    const { sort, period, limit, clipList, nextCursor } = frontpage;
    keep('client/videoListing/masterFrontpageList', { sort, period, cursor: null, limit }, { isSuccessful: true, clipList, nextCursor: nextCursor ?? null });
  }
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

/** How long the inlined frontpage page may be given again after its first use (a remount of the same first view). */
const FRONTPAGE_REUSE_MS = 2000;
let frontpageUsedAt: number | null = null;

/**
 * The frontpage's first page the HTML host inlined, when it is the listing asked for (same sort and period) and the
 * visitor has no saved profile (a signed-in listing leaves out their blocked channels). The first view may mount
 * twice (a suspended render, a fast remount): for a moment after its first use it is given again, then never.
 */
export function firstFrontpage(sort: string, period: string, now = Date.now()): Pick<FirstFrontpage, 'clipList' | 'nextCursor'> | null {
  const page = read().frontpage;
  if (!page || page.sort !== sort || page.period !== period || !Array.isArray(page.clipList)) return null;
  if (readString(STORAGE_KEYS.userProfile) !== null) return null;
  frontpageUsedAt ??= now;
  if (now - frontpageUsedAt > FRONTPAGE_REUSE_MS) return null;
  return { clipList: page.clipList, nextCursor: typeof page.nextCursor === 'string' ? page.nextCursor : null };
}

export function forgetFirstFrontpage(): void {
  delete read().frontpage;
}

/** Tests: forget what was read. */
export function resetFirstData(): void {
  taken = null;
  frontpageUsedAt = null;
}
