import { publicReadQuery } from '@clipyard/shared/contract';

/**
 * The call families of the capacity model (docs/scale.md), each one request shape drawn at random per request, as the
 * site sends it: a signed-out public read as its GET (ADR 0141), everything signed in as a POST with the token.
 * Shared by capacity.ts (which measures) and load-process.ts (the load, in a process of its own).
 */
export interface FamilyInput {
  clipIds: string[];
  channels: string[];
  tokens: string[];
}

export interface FamilyRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

function signedOutRead(path: string, input: unknown): FamilyRequest {
  return { method: 'GET', path: `/${path}${publicReadQuery(input)}`, headers: { accept: 'application/json' } };
}

function signedIn(path: string, token: string, body: unknown, extra: Record<string, string> = {}): FamilyRequest {
  return { method: 'POST', path: `/${path}`, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...extra }, body: JSON.stringify(body) };
}

const FRONTPAGES = [
  { sort: 'trending', period: '30d', limit: 24 },
  { sort: 'new', period: 'all', limit: 24 },
  { sort: 'top', period: '7d', limit: 24 },
  { sort: 'top', period: '30d', limit: 24 },
];

let viewer = 0;

export const FAMILIES: Record<string, { describe: string; make: (input: FamilyInput) => FamilyRequest }> = {
  frontpage: { describe: 'frontpage listing, signed out', make: () => signedOutRead('client/videoListing/masterFrontpageList', pick(FRONTPAGES)) },
  clipPage: { describe: 'a clip by id, signed out', make: (i) => signedOutRead('client/videoListing/fetchClipsById', { internalClipIdList: [pick(i.clipIds)] }) },
  comments: { describe: "a clip's comments, signed out", make: (i) => signedOutRead('client/clipComment/getClipComments', { internalClipId: pick(i.clipIds), limit: 20 }) },
  channelPage: { describe: "a channel's page, signed out", make: (i) => signedOutRead('client/channel/getChannelProfile', { channelLogin: pick(i.channels) }) },
  channelClips: { describe: "a channel's clips, signed out", make: (i) => signedOutRead('client/videoListing/fetchByChannelLogins', { channelLoginList: [pick(i.channels)] }) },
  search: { describe: 'title search, signed out', make: () => signedOutRead('client/search/clipSearch', { query: pick(['bench', 'clip', 'channel', 'clip 1']) }) },
  recommendations: {
    describe: 'channel recommendations, signed out',
    make: () => ({ method: 'GET', path: '/client/recommendation/channelRecommendationList', headers: { accept: 'application/json' } }),
  },
  chat: { describe: "a clip's chat replay, signed out", make: (i) => signedOutRead('client/chat/getClipChat', { internalClipId: pick(i.clipIds) }) },
  transcript: { describe: "a clip's transcript, signed out", make: (i) => signedOutRead('client/clipAudioTranscript/getTranscript', { internalClipId: pick(i.clipIds) }) },
  isOnline: { describe: 'is-online (each page load)', make: () => ({ method: 'GET', path: '/is-online', headers: { accept: 'application/json' } }) },
  activity: {
    describe: 'a page view reported, signed out',
    make: () => ({
      method: 'POST',
      path: '/client/activity/reportActivity',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ activityName: 'pageView', platformData: { browserName: 'Chrome', platformName: 'Android', browserVersion: '156', isMobile: true, isCapacitor: false, hasTouch: true } }),
    }),
  },
  frontpageSignedIn: { describe: 'frontpage listing, signed in', make: (i) => signedIn('client/videoListing/masterFrontpageList', pick(i.tokens), pick(FRONTPAGES)) },
  viewReport: {
    describe: 'a counted view, signed out',
    // A viewer of its own each time (a signed-out viewer is a salted hash of address and user agent): every one counts.
    make: (i) => ({
      method: 'POST',
      path: '/client/analytics/clipPlaybackReport',
      headers: { 'content-type': 'application/json', 'user-agent': `CapacityViewer/${++viewer}` },
      body: JSON.stringify({ internalClipId: pick(i.clipIds), watchedSeconds: 30 }),
    }),
  },
  like: { describe: 'a like or unlike', make: (i) => signedIn('client/clipLikes/modifyLikeClipPreference', pick(i.tokens), { internalClipId: pick(i.clipIds), isLike: Math.random() < 0.5 }) },
  comment: { describe: 'a comment posted', make: (i) => signedIn('client/clipComment/submitComment', pick(i.tokens), { internalClipId: pick(i.clipIds), commentText: `Capacity comment ${Math.floor(Math.random() * 1e6)}` }) },
};
