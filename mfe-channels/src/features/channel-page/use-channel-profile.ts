import { callApiResult, useViewerQuery, type ApiErrorCode, type CallPath, type ChannelProfile } from '@clipyard/shared';
import { useCallback } from 'react';

export type ChannelState =
  | { status: 'loading' }
  | { status: 'ready'; profile: ChannelProfile }
  | { status: 'not-found' }
  | { status: 'error'; errorCode: ApiErrorCode };

/** The writes after which a channel's page is asked again (its texts, its counts, whether it is claimed). */
const CHANGED_BY: readonly CallPath[] = [
  'client/channel/setChannelProfile',
  'client/follows/modifyUserFollowedChannel',
  'client/oauth/twitchConnect',
  'client/oauth/twitchDisconnect',
  'client/userSubmission/submitClip',
  'client/clipManage/deleteClip',
  'client/clipRequests/respondClipRequestDecision',
  'client/clipRequests/rejectAll',
  'client/admin/setClipVisibility',
];

/**
 * A channel's profile in the platform's one cache (issue 21 item 2): the page shown again within 30 s shows it at
 * once, and a streamer's edit (in mfe-streamer) or a follow makes it stale, so it is asked again when shown.
 */
export function useChannelProfile(channelLogin: string) {
  const { query, reset, update } = useViewerQuery<ChannelProfile>({
    key: ['client/channel/getChannelProfile', channelLogin],
    fetch: async () => {
      const result = await callApiResult('client/channel/getChannelProfile', { channelLogin });
      return result.ok ? { ok: true, data: result.data.channelProfile } : result;
    },
    changedBy: CHANGED_BY,
  });
  const adjustFollowers = useCallback(
    (delta: number) => update((profile) => ({ ...profile, followerCount: Math.max(0, profile.followerCount + delta) })),
    [update],
  );
  return { state: channelState(query.data, query.error?.errorCode), reload: reset, adjustFollowers };
}

function channelState(profile: ChannelProfile | undefined, errorCode: ApiErrorCode | undefined): ChannelState {
  if (profile) return { status: 'ready', profile };
  if (!errorCode) return { status: 'loading' };
  // An unknown or malformed login is a not-found page, not an error.
  if (errorCode === 'CHANNEL_NOT_FOUND' || errorCode === 'CHANNEL_INVALID') return { status: 'not-found' };
  return { status: 'error', errorCode };
}
