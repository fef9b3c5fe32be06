import { callApiResult, type ApiErrorCode, type Clip } from '@clipyard/shared';
import { useCallback, useEffect, useState } from 'react';

export type ClipState =
  | { status: 'loading' }
  | { status: 'ready'; clip: Clip }
  | { status: 'not-found' }
  | { status: 'error'; errorCode: ApiErrorCode };

/** Loads one clip by id (fetchClipsById leaves out deleted, rejected and unknown ids: that is "not found"). */
export function useClip(internalClipId: string, channelLogin: string) {
  const [state, setState] = useState<ClipState>({ status: 'loading' });
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
    void load();
  }, [load]);
  const update = useCallback((patch: Partial<Clip>) => {
    setState((previous) => (previous.status === 'ready' ? { status: 'ready', clip: { ...previous.clip, ...patch } } : previous));
  }, []);
  return { state, reload: load, update };
}
