/**
 * The calls whose last answers a page may show again offline (ADR 0123): reads only, never a write, and never a call
 * whose answer only makes sense live (is-online, encode progress, mention suggestions while typing, an account check).
 * Plain strings, not CallPath: a call that a newer remote knows and this list does not is simply not kept.
 */
export const OFFLINE_READ_CALLS: ReadonlySet<string> = new Set([
  'client/videoListing/masterFrontpageList',
  'client/videoListing/fetchByChannelLogins',
  'client/videoListing/fetchClipsById',
  'client/clipComment/getClipComments',
  'client/clipComment/getCommentReplies',
  'client/chat/getClipChat',
  'client/clipAudioTranscript/getTranscript',
  'client/channel/getChannelProfile',
  'client/recommendation/channelRecommendationList',
  'client/search/channelLoginList',
  'client/search/channelDetails',
  'client/search/clipSearch',
  'client/profile/profileDetails',
  'client/userLikes/getUserLikedClips',
  'client/follows/getUserFollowedChannels',
  'client/channelBlocking/getUserBlockedChannels',
  'client/userAccountBlocking/getUserBlockedUserList',
  'client/notifications/getNotifications',
  'client/notifications/getUnreadCount',
  'client/userSubmission/getMySubmissions',
  'client/clipManage/getChannelClips',
  'client/clipRequests/getAllClipRequests',
  'client/streamer/getChannelStats',
]);

export function isOfflineReadCall(path: string): boolean {
  return OFFLINE_READ_CALLS.has(path);
}
