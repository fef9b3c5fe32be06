import { callApiResult, firstClip, forgetFirstClip, type ApiErrorCode, type Clip } from '@clipyard/shared';
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
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const result = await callApiResult('client/videoListing/fetchClipsById', { internalClipIdList: [internalClipId] });
    if (!result.ok) return setState({ status: 'error', errorCode: result.errorCode });
    const clip = result.data.clipList.find((c) => c.internalClipId === internalClipId);
    // A clip address with another channel's login is not this clip.
    if (!clip || clip.channelLogin !== channelLogin.toLowerCase()) return setState({ status: 'not-found' });
    setState({ status: 'ready', clip });
  }, [internalClipId, channelLogin]);
  useEffect(() => {
    if (inlined(internalClipId, channelLogin)) {
      forgetFirstClip();
      return;
    }
    void load();
  }, [load, internalClipId, channelLogin]);
  const update = useCallback((patch: Partial<Clip>) => {
    setState((previous) => (previous.status === 'ready' ? { status: 'ready', clip: { ...previous.clip, ...patch } } : previous));
  }, []);
  return { state, reload: load, update };
}
