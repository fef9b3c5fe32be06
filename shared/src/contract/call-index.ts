/**
 * How each call travels: its method and who may make it. Plain data with no zod, so the browser's API client
 * needs nothing else at run time; `defineCall` reads method and auth from here, so this table is their one source.
 * The paths are SPEC section 7's, exactly, plus the calls Clipyard adds (marked `ours` in their definitions).
 */
export type HttpMethod = 'GET' | 'POST';

/**
 * - none: anyone; a bearer token is ignored.
 * - optional: anyone; a valid token personalises the answer (blocked channels hidden...).
 * - required: a signed-in user (a valid Firebase ID token). Most also need a registered account row.
 * - streamer: a signed-in streamer; the handler also checks the object belongs to the streamer's own channel.
 * - admin: a signed-in user with isAdmin.
 */
export type AuthNeed = 'none' | 'optional' | 'required' | 'streamer' | 'admin';

export const callIndex = {
  'client/analytics/clipPlaybackReport': { method: 'POST', auth: 'optional' },
  'client/recommendation/channelRecommendationList': { method: 'GET', auth: 'optional' },
  'client/activity/reportActivity': { method: 'POST', auth: 'optional' },
  'client/categories/getCategories': { method: 'POST', auth: 'optional' },
  'client/categories/getCategory': { method: 'POST', auth: 'optional' },
  'client/channel/getChannelProfile': { method: 'POST', auth: 'optional' },
  'client/channel/setChannelProfile': { method: 'POST', auth: 'streamer' },
  'client/chat/getClipChat': { method: 'POST', auth: 'optional' },
  'client/clipAudioTranscript/getTranscript': { method: 'POST', auth: 'optional' },
  'client/clipManage/deleteClip': { method: 'POST', auth: 'streamer' },
  'client/clipManage/renameClip': { method: 'POST', auth: 'streamer' },
  'client/clipManage/getChannelClips': { method: 'POST', auth: 'streamer' },
  'client/clipManage/getThumbnailChoices': { method: 'POST', auth: 'streamer' },
  'client/clipManage/setClipThumbnailFrame': { method: 'POST', auth: 'streamer' },
  'client/clipManage/uploadClipThumbnail': { method: 'POST', auth: 'streamer' },
  'client/clipManage/getVerticalVersion': { method: 'POST', auth: 'streamer' },
  'client/clipManage/makeVerticalVersion': { method: 'POST', auth: 'streamer' },
  'client/clipManage/trimClip': { method: 'POST', auth: 'streamer' },
  'client/clipManage/setClipCategory': { method: 'POST', auth: 'streamer' },
  'client/collections/getChannelCollections': { method: 'POST', auth: 'optional' },
  'client/collections/getCollection': { method: 'POST', auth: 'optional' },
  'client/collections/getMyCollections': { method: 'POST', auth: 'streamer' },
  'client/collections/getMyCollection': { method: 'POST', auth: 'streamer' },
  'client/collections/createCollection': { method: 'POST', auth: 'streamer' },
  'client/collections/renameCollection': { method: 'POST', auth: 'streamer' },
  'client/collections/deleteCollection': { method: 'POST', auth: 'streamer' },
  'client/collections/addCollectionClips': { method: 'POST', auth: 'streamer' },
  'client/collections/removeCollectionClip': { method: 'POST', auth: 'streamer' },
  'client/collections/moveCollectionClip': { method: 'POST', auth: 'streamer' },
  'client/collections/setCollectionCover': { method: 'POST', auth: 'streamer' },
  'client/clipRequests/getAllClipRequests': { method: 'POST', auth: 'streamer' },
  'client/clipRequests/respondClipRequestDecision': { method: 'POST', auth: 'streamer' },
  'client/clipRequests/rejectAll': { method: 'POST', auth: 'streamer' },
  'client/clipComment/getClipComments': { method: 'POST', auth: 'optional' },
  'client/clipComment/submitComment': { method: 'POST', auth: 'required' },
  'client/clipComment/deleteComment': { method: 'POST', auth: 'required' },
  'client/clipComment/getCommentReplies': { method: 'POST', auth: 'optional' },
  'client/clipComment/mentionSuggestions': { method: 'POST', auth: 'required' },
  'client/follows/getUserFollowedChannels': { method: 'POST', auth: 'required' },
  'client/follows/modifyUserFollowedChannel': { method: 'POST', auth: 'required' },
  'client/channelBlocking/getUserBlockedChannels': { method: 'POST', auth: 'required' },
  'client/channelBlocking/modifyChannelBlockPreference': { method: 'POST', auth: 'required' },
  'client/userAccountBlocking/modifyUserBlockPreference': { method: 'POST', auth: 'required' },
  'client/userAccountBlocking/getUserBlockedUserList': { method: 'POST', auth: 'required' },
  'client/userLikes/getUserLikedClips': { method: 'POST', auth: 'required' },
  'client/clipLikes/modifyLikeClipPreference': { method: 'POST', auth: 'required' },
  'client/oauth/reserveOauthState': { method: 'POST', auth: 'required' },
  'client/oauth/twitchConnect': { method: 'POST', auth: 'required' },
  'client/oauth/twitchDisconnect': { method: 'POST', auth: 'required' },
  'client/admin/getReportQueue': { method: 'POST', auth: 'admin' },
  'client/admin/resolveReport': { method: 'POST', auth: 'admin' },
  'client/admin/getReportGroups': { method: 'POST', auth: 'admin' },
  'client/admin/getCommentingBlocks': { method: 'POST', auth: 'admin' },
  'client/admin/liftCommentingBlock': { method: 'POST', auth: 'admin' },
  'client/admin/getSuspendedAccounts': { method: 'POST', auth: 'admin' },
  'client/admin/suspendAccount': { method: 'POST', auth: 'admin' },
  'client/admin/restoreAccount': { method: 'POST', auth: 'admin' },
  'client/admin/getRegistrationRequests': { method: 'POST', auth: 'admin' },
  'client/admin/decideRegistration': { method: 'POST', auth: 'admin' },
  'client/admin/startReportReview': { method: 'POST', auth: 'admin' },
  'client/admin/getModerationLog': { method: 'POST', auth: 'admin' },
  'client/admin/getLegalHolds': { method: 'POST', auth: 'admin' },
  'client/admin/placeLegalHold': { method: 'POST', auth: 'admin' },
  'client/admin/liftLegalHold': { method: 'POST', auth: 'admin' },
  'client/admin/setClipVisibility': { method: 'POST', auth: 'admin' },
  'client/admin/getClipAppeals': { method: 'POST', auth: 'admin' },
  'client/admin/decideClipAppeal': { method: 'POST', auth: 'admin' },
  'client/admin/getTakedownNotices': { method: 'POST', auth: 'admin' },
  'client/admin/decideTakedownNotice': { method: 'POST', auth: 'admin' },
  'client/admin/getWatchedWords': { method: 'POST', auth: 'admin' },
  'client/admin/addWatchedWord': { method: 'POST', auth: 'admin' },
  'client/admin/removeWatchedWord': { method: 'POST', auth: 'admin' },
  'client/admin/getHeldComments': { method: 'POST', auth: 'admin' },
  'client/admin/decideHeldComment': { method: 'POST', auth: 'admin' },
  'client/streamer/getWatchedWords': { method: 'POST', auth: 'streamer' },
  'client/streamer/addWatchedWord': { method: 'POST', auth: 'streamer' },
  'client/streamer/removeWatchedWord': { method: 'POST', auth: 'streamer' },
  'client/streamer/getHeldComments': { method: 'POST', auth: 'streamer' },
  'client/streamer/decideHeldComment': { method: 'POST', auth: 'streamer' },
  'client/notifications/getNotifications': { method: 'POST', auth: 'required' },
  'client/notifications/getUnreadCount': { method: 'POST', auth: 'required' },
  'client/notifications/markRead': { method: 'POST', auth: 'required' },
  'client/notifications/markAllRead': { method: 'POST', auth: 'required' },
  'client/notifications/pushPublicKey': { method: 'POST', auth: 'none' },
  'client/notifications/subscribePush': { method: 'POST', auth: 'required' },
  'client/notifications/unsubscribePush': { method: 'POST', auth: 'required' },
  'client/userData/exportUserData': { method: 'POST', auth: 'required' },
  'client/savedLists/getMyLists': { method: 'POST', auth: 'required' },
  'client/savedLists/createList': { method: 'POST', auth: 'required' },
  'client/savedLists/renameList': { method: 'POST', auth: 'required' },
  'client/savedLists/deleteList': { method: 'POST', auth: 'required' },
  'client/savedLists/setListClip': { method: 'POST', auth: 'required' },
  'client/savedLists/getListClips': { method: 'POST', auth: 'required' },
  'client/savedLists/moveListClip': { method: 'POST', auth: 'required' },
  'client/streamer/getChannelStats': { method: 'POST', auth: 'streamer' },
  'client/profile/checkEmailVerification': { method: 'POST', auth: 'required' },
  'client/profile/profileDetails': { method: 'POST', auth: 'required' },
  'client/profile/uploadProfileImage': { method: 'POST', auth: 'required' },
  'client/profile/removeProfileImage': { method: 'POST', auth: 'required' },
  'client/report/reportComment': { method: 'POST', auth: 'required' },
  'client/report/reportClip': { method: 'POST', auth: 'required' },
  'client/report/reportChannel': { method: 'POST', auth: 'required' },
  'client/report/getMyReports': { method: 'POST', auth: 'required' },
  'client/report/getReportMessages': { method: 'POST', auth: 'required' },
  'client/report/sendReportMessage': { method: 'POST', auth: 'required' },
  'client/report/appealClipModeration': { method: 'POST', auth: 'required' },
  'client/report/fileTakedownNotice': { method: 'POST', auth: 'optional' },
  'client/report/getTakedownNotice': { method: 'POST', auth: 'required' },
  'client/report/fileCounterNotice': { method: 'POST', auth: 'required' },
  'client/search/channelLoginList': { method: 'POST', auth: 'optional' },
  'client/search/channelDetails': { method: 'POST', auth: 'optional' },
  'client/search/clipSearch': { method: 'POST', auth: 'optional' },
  'is-online': { method: 'GET', auth: 'none' },
  'client/userLogins/checkUsernameInUse': { method: 'POST', auth: 'none' },
  'client/userLogins/accountRegistration': { method: 'POST', auth: 'required' },
  'client/userLogins/deleteAccount': { method: 'POST', auth: 'required' },
  'client/userSubmission/submitClip': { method: 'POST', auth: 'required' },
  'client/userSubmission/clipEncodeStatus': { method: 'POST', auth: 'optional' },
  'client/userSubmission/getMySubmissions': { method: 'POST', auth: 'required' },
  'client/userSubmission/renamePendingRequest': { method: 'POST', auth: 'required' },
  'client/videoListing/masterFrontpageList': { method: 'POST', auth: 'optional' },
  'client/videoListing/fetchByChannelLogins': { method: 'POST', auth: 'optional' },
  'client/videoListing/fetchClipsById': { method: 'POST', auth: 'optional' },
  'client/videoListing/sitemapEntries': { method: 'POST', auth: 'none' },
} as const satisfies Record<string, { method: HttpMethod; auth: AuthNeed }>;

export type CallIndex = typeof callIndex;
export type CallPathName = keyof CallIndex;

/** Whether a call needs a signed-in user (an empty token means not authorised: the call is not sent). */
export function callNeedsToken(path: CallPathName): boolean {
  const { auth } = callIndex[path] as { auth: AuthNeed };
  return auth === 'required' || auth === 'streamer' || auth === 'admin';
}

/**
 * Reads whose signed-out answer is the same for every visitor, so a CDN or caching proxy may keep it (issue 24 item 2,
 * ADR 0141). Each is also offered as a GET of the same path with the request in `?input=` (same contract types and
 * validation; the POST of SPEC section 3 stays), answered `Cache-Control: public` with a strong ETag and 304s when no
 * Authorization header is sent, and `private, no-store` when one is. The browser's client sends a signed-out read of
 * these as that GET; signed in, it keeps the POST (its answer hides the person's blocked channels and users).
 */
export const PUBLIC_READS: ReadonlySet<CallPathName> = new Set<CallPathName>([
  'client/videoListing/masterFrontpageList',
  'client/videoListing/fetchByChannelLogins',
  'client/videoListing/fetchClipsById',
  'client/channel/getChannelProfile',
  'client/categories/getCategories',
  'client/categories/getCategory',
  'client/collections/getChannelCollections',
  'client/collections/getCollection',
  'client/clipComment/getClipComments',
  'client/clipComment/getCommentReplies',
  'client/chat/getClipChat',
  'client/clipAudioTranscript/getTranscript',
  'client/search/clipSearch',
  'client/search/channelLoginList',
  'client/search/channelDetails',
  'client/recommendation/channelRecommendationList',
]);

/**
 * How long a shared cache may serve a public read: fresh for `sMaxAgeSeconds`, then stale while it asks again in the
 * background for up to `staleWhileRevalidateSeconds` more. Their sum (20 s), plus the origin's own 1 s micro-cache, is
 * how long a renamed, deleted or hidden clip can still show to signed-out visitors (ADR 0141).
 */
export const PUBLIC_READ_CACHE = { sMaxAgeSeconds: 10, staleWhileRevalidateSeconds: 10 } as const;

/** The `Cache-Control` of a public read's signed-out answer. Browsers revalidate every time (max-age=0, ETag). */
export const PUBLIC_READ_CACHE_CONTROL = `public, max-age=0, s-maxage=${PUBLIC_READ_CACHE.sMaxAgeSeconds}, stale-while-revalidate=${PUBLIC_READ_CACHE.staleWhileRevalidateSeconds}`;

/**
 * Read-your-writes with a read replica (ADR 0142): for `windowMs` after a signed-in write the client sends `header`
 * (value `1`) with every call, and the API answers its public reads from the primary, not a replica up to a second
 * behind. The client's memory, not the server's, so it holds across every API instance.
 */
export const READ_PRIMARY = { header: 'x-clipyard-read-primary', windowMs: 5_000 } as const;

/** Whether a call has a cacheable signed-out GET form. */
export function isPublicRead(path: string): path is CallPathName {
  return PUBLIC_READS.has(path as CallPathName);
}

/** JSON with every object's keys sorted, so one request always makes one URL (one cache entry, not one per key order). */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The query of a public read's GET form: `input=` and the request as canonical JSON (`{}` for an empty one). */
export function publicReadQuery(body: unknown): string {
  return `?input=${encodeURIComponent(canonicalJson(body ?? {}))}`;
}
