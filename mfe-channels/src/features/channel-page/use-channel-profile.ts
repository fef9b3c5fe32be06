import { callApiResult, type ApiErrorCode, type ChannelProfile } from '@clipyard/shared';
import { useCallback, useEffect, useState } from 'react';

export type ChannelState =
  | { status: 'loading' }
  | { status: 'ready'; profile: ChannelProfile }
  | { status: 'not-found' }
  | { status: 'error'; errorCode: ApiErrorCode };

export function useChannelProfile(channelLogin: string) {
  const [state, setState] = useState<ChannelState>({ status: 'loading' });
  const load = useCallback(async () => {
    setState({ status: 'loading' });
    const result = await callApiResult('client/channel/getChannelProfile', { channelLogin });
    if (result.ok) return setState({ status: 'ready', profile: result.data.channelProfile });
    // An unknown or malformed login is a not-found page, not an error.
    if (result.errorCode === 'CHANNEL_NOT_FOUND' || result.errorCode === 'CHANNEL_INVALID') return setState({ status: 'not-found' });
    setState({ status: 'error', errorCode: result.errorCode });
  }, [channelLogin]);
  useEffect(() => {
    void load();
  }, [load]);
  const adjustFollowers = useCallback((delta: number) => {
    setState((previous) =>
      previous.status === 'ready' ? { status: 'ready', profile: { ...previous.profile, followerCount: Math.max(0, previous.profile.followerCount + delta) } } : previous,
    );
  }, []);
  return { state, reload: load, adjustFollowers };
}
