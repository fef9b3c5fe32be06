import { callApiResult, firstClip, forgetFirstClip, useSession, type ApiErrorCode, type Clip } from '@clipyard/shared';
import { useCallback, useEffect, useState } from 'react';

export type ClipState =
  | { status: 'loading' }
  | { status: 'ready'; clip: Clip }
  | { status: 'not-found' }
  | { status: 'error'; errorCode: ApiErrorCode };

/** The clip the HTML host inlined into this page, if it is the one asked for. */
function inlined(internalClipId: string, channelLogin: string): Clip | null {
  const clip = firstClip(internalClipId);
  return clip && clip.channelLogin === channelLogin.toLowerCase() ? clip : null;
}

/**
 * Loads one clip by id (fetchClipsById leaves out deleted, rejected and unknown ids: that is "not found"). On a cold
 * clip page the HTML host has inlined the answer: it is the first state, and the API is not asked again.
 */
export function useClip(internalClipId: string, channelLogin: string) {
  const [state, setState] = useState<ClipState>(() => {
    const clip = inlined(internalClipId, channelLogin);
    return clip ? { status: 'ready', clip } : { status: 'loading' };
  });
  const fetchClip = useCallback(async () => {
    const result = await callApiResult('client/videoListing/fetchClipsById', { internalClipIdList: [internalClipId] });
    if (!result.ok) return { status: 'error', errorCode: result.errorCode } as const;
    const clip = result.data.clipList.find((c) => c.internalClipId === internalClipId);
    // A clip address with another channel's login is not this clip.
    if (!clip || clip.channelLogin !== channelLogin.toLowerCase()) return { status: 'not-found' } as const;
    return { status: 'ready', clip } as const;
  }, [internalClipId, channelLogin]);
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    setState(await fetchClip());
  }, [fetchClip]);
  /** Reads the clip again without the loading state in between; only a clip found replaces the one shown. */
  const refresh = useCallback(async () => {
    const next = await fetchClip();
    if (next.status === 'ready') setState(next);
  }, [fetchClip]);
  useEffect(() => {
    if (inlined(internalClipId, channelLogin)) {
      forgetFirstClip();
      return;
    }
    void load();
  }, [load, internalClipId, channelLogin]);
  // The HTML host reads the clip as a visitor: on an unlisted clip, its streamer, submitter or a moderator signed in
  // reads it again to learn the decision (Clip.moderation, which a visitor is never told).
  // A hidden clip is not found for a visitor: on a cold page the first read may go out before the identity provider
  // has restored the person (it loads after the first paint), so once signed in a clip not found is read again.
  const signedIn = useSession((s) => s.authUser !== null);
  const needsReader =
    state.status === 'not-found' || (state.status === 'ready' && state.clip.visibility !== undefined && state.clip.moderation === undefined);
  useEffect(() => {
    if (signedIn && needsReader) void refresh();
  }, [signedIn, needsReader, refresh]);
  // A hidden clip shown to its people (ADR 0132) is not a visitor's: signing out on its page reads it again, as the
  // visitor the page now serves (it is then not found).
  const hiddenShown = state.status === 'ready' && state.clip.visibility === 'hidden';
  useEffect(() => {
    if (!signedIn && hiddenShown) void load();
  }, [signedIn, hiddenShown, load]);
  const update = useCallback((patch: Partial<Clip>) => {
    setState((previous) => (previous.status === 'ready' ? { status: 'ready', clip: { ...previous.clip, ...patch } } : previous));
  }, []);
  return { state, reload: load, refresh, update };
}
