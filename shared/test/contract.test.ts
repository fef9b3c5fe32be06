import { z } from 'zod';
import { callPaths, contract, errorCodes, errorStatus, validateClipUrl, validateClipTitle, type CallPath } from '../src/contract';

/** SPEC section 7, verbatim: every path and its method. */
const specCalls: Record<string, 'GET' | 'POST'> = {
  'is-online': 'GET',
  'client/clipRequests/getAllClipRequests': 'POST',
  'client/clipRequests/respondClipRequestDecision': 'POST',
  'client/clipRequests/rejectAll': 'POST',
  'client/userSubmission/submitClip': 'POST',
  'client/userSubmission/clipEncodeStatus': 'POST',
  'client/userLikes/getUserLikedClips': 'POST',
  'client/clipLikes/modifyLikeClipPreference': 'POST',
  'client/userLogins/checkUsernameInUse': 'POST',
  'client/userLogins/accountRegistration': 'POST',
  'client/userLogins/deleteAccount': 'POST',
  'client/profile/checkEmailVerification': 'POST',
  'client/profile/profileDetails': 'POST',
  'client/profile/uploadProfileImage': 'POST',
  'client/profile/removeProfileImage': 'POST',
  'client/channel/getChannelProfile': 'POST',
  'client/channel/setChannelProfile': 'POST',
  'client/search/channelLoginList': 'POST',
  'client/search/channelDetails': 'POST',
  'client/clipComment/getClipComments': 'POST',
  'client/clipComment/submitComment': 'POST',
  'client/chat/getClipChat': 'POST',
  'client/clipAudioTranscript/getTranscript': 'POST',
  'client/videoListing/masterFrontpageList': 'POST',
  'client/videoListing/fetchByChannelLogins': 'POST',
  'client/videoListing/fetchClipsById': 'POST',
  'client/follows/getUserFollowedChannels': 'POST',
  'client/follows/modifyUserFollowedChannel': 'POST',
  'client/clipManage/deleteClip': 'POST',
  'client/clipManage/renameClip': 'POST',
  'client/channelBlocking/getUserBlockedChannels': 'POST',
  'client/channelBlocking/modifyChannelBlockPreference': 'POST',
  'client/oauth/reserveOauthState': 'POST',
  'client/oauth/twitchConnect': 'POST',
  'client/oauth/twitchDisconnect': 'POST',
  'client/report/reportComment': 'POST',
  'client/report/reportClip': 'POST',
  'client/report/reportChannel': 'POST',
  'client/userAccountBlocking/modifyUserBlockPreference': 'POST',
  'client/userAccountBlocking/getUserBlockedUserList': 'POST',
  'client/analytics/clipPlaybackReport': 'POST',
  'client/recommendation/channelRecommendationList': 'GET',
  'client/activity/reportActivity': 'POST',
};

const def = (path: CallPath) => contract[path] as { method: string; ours?: boolean; request: z.ZodType; answer: z.ZodType; errors: readonly string[]; auth: string };

describe('the contract', () => {
  it('has every call of SPEC section 7 with its exact path and method, and marks every other call as ours', () => {
    expect(Object.keys(specCalls)).toHaveLength(43);
    for (const [path, method] of Object.entries(specCalls)) {
      expect(callPaths).toContain(path);
      expect(def(path as CallPath).method).toBe(method);
      expect(def(path as CallPath).ours).toBeFalsy();
    }
    for (const path of callPaths.filter((p) => !(p in specCalls))) expect(def(path).ours).toBe(true);
  });

  it('uses the payload field names SPEC section 7 shows', () => {
    const keys = (path: CallPath) => Object.keys((def(path).request as z.ZodObject).shape);
    expect(keys('client/clipLikes/modifyLikeClipPreference')).toEqual(['internalClipId', 'isLike']);
    expect(keys('client/follows/modifyUserFollowedChannel')).toEqual(['channelLogin', 'isFollow']);
    expect(keys('client/clipManage/deleteClip')).toEqual(['internalClipId']);
    expect(keys('client/clipManage/renameClip')).toEqual(['internalClipId', 'clipTitle']);
    expect(keys('client/channelBlocking/modifyChannelBlockPreference')).toEqual(['channelLogin', 'isBlock']);
    expect(keys('client/report/reportComment')).toEqual(expect.arrayContaining(['internalClipId', 'commentText', 'commenterUserName']));
    expect(keys('client/report/reportClip')).toEqual(expect.arrayContaining(['internalClipId']));
    expect(keys('client/report/reportChannel')).toEqual(expect.arrayContaining(['channelLogin']));
    expect(keys('client/userAccountBlocking/modifyUserBlockPreference')).toEqual(['userName', 'isBlock']);
    expect(keys('client/activity/reportActivity')).toEqual(['activityName', 'platformData']);
  });

  it('answers the shapes SPEC section 3 names', () => {
    const answerKeys = (path: CallPath) => Object.keys((def(path).answer as z.ZodObject).shape);
    expect(answerKeys('client/profile/profileDetails')).toEqual(
      expect.arrayContaining(['isAdmin', 'username', 'isSuccessful', 'isAnonEmail', 'hasProfilePicture', 'isStreamer', 'streamerChannelLogin', 'hasVerifiedEmail', 'firebaseUid']),
    );
    expect(answerKeys('client/recommendation/channelRecommendationList')).toEqual(expect.arrayContaining(['maxDisplayCount', 'channelRecommendationItemList']));
    expect(answerKeys('client/channelBlocking/getUserBlockedChannels')).toEqual(['blockedChannelLoginList']);
    expect(answerKeys('client/follows/getUserFollowedChannels')).toEqual(['followedChannelLoginList']);
    expect(answerKeys('client/userLikes/getUserLikedClips')).toEqual(['userLikeSet']);
    expect(answerKeys('client/userAccountBlocking/getUserBlockedUserList')).toEqual(['blockedUserNameList']);
  });

  it('converts every schema to JSON Schema (for /openapi.json) and names only known error codes', () => {
    for (const path of callPaths) {
      expect(() => z.toJSONSchema(def(path).request, { io: 'input' })).not.toThrow();
      expect(() => z.toJSONSchema(def(path).answer, { io: 'output' })).not.toThrow();
      for (const code of def(path).errors) expect(errorCodes).toContain(code);
    }
    for (const code of errorCodes) expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
  });

  it('refuses unknown fields and maps field rules to their own error codes', () => {
    const rename = def('client/clipManage/renameClip').request;
    const short = rename.safeParse({ internalClipId: 'abc123', clipTitle: ' ab ' });
    expect(short.success).toBe(false);
    expect(short.error!.issues[0].message).toBe('TITLE_TOO_SHORT');
    expect(rename.safeParse({ internalClipId: 'abc123', clipTitle: 'x'.repeat(101) }).error!.issues[0].message).toBe('TITLE_TOO_LONG');
    expect(rename.safeParse({ internalClipId: 'abc123', clipTitle: 'Good title', extra: true }).success).toBe(false);
    expect(rename.safeParse({ internalClipId: 'abc123', clipTitle: 'x'.repeat(100) }).success).toBe(true);
    const follow = def('client/follows/modifyUserFollowedChannel').request;
    expect(follow.parse({ channelLogin: ' SomeOne_1 ', isFollow: true })).toEqual({ channelLogin: 'someone_1', isFollow: true });
    expect(follow.safeParse({ channelLogin: 'a b', isFollow: true }).error!.issues[0].message).toBe('CHANNEL_INVALID');
  });
});

describe('shared validators', () => {
  it('tells empty input from an invalid URL, as the submit form and the server both report', () => {
    expect(validateClipUrl('')).toEqual({ ok: false, errorCode: 'EMPTY_INPUT' });
    expect(validateClipUrl('   ')).toEqual({ ok: false, errorCode: 'EMPTY_INPUT' });
    expect(validateClipUrl('not a url')).toEqual({ ok: false, errorCode: 'INVALID_URL' });
    expect(validateClipUrl('ftp://example.com/a.mp4')).toEqual({ ok: false, errorCode: 'INVALID_URL' });
    expect(validateClipUrl('https://user:pw@example.com/a.mp4')).toEqual({ ok: false, errorCode: 'INVALID_URL' });
    const ok = validateClipUrl(' https://example.com/clip.mp4 ');
    expect(ok.ok && ok.url.href).toBe('https://example.com/clip.mp4');
  });

  it('checks clip titles against 3 to 100 characters', () => {
    expect(validateClipTitle('ab')).toBe('TITLE_TOO_SHORT');
    expect(validateClipTitle('  abc  ')).toBeNull();
    expect(validateClipTitle('x'.repeat(101))).toBe('TITLE_TOO_LONG');
  });
});
