import type { z } from 'zod';
import type { CallDefinition } from './define';
import * as activity from './calls/activity';
import * as admin from './calls/admin';
import * as channels from './calls/channels';
import * as clipManage from './calls/clip-manage';
import * as clipRequests from './calls/clip-requests';
import * as collections from './calls/collections';
import * as comments from './calls/comments';
import * as followsBlocks from './calls/follows-blocks';
import * as likes from './calls/likes';
import * as listing from './calls/listing';
import * as notifications from './calls/notifications';
import * as oauth from './calls/oauth';
import * as playback from './calls/playback';
import * as profile from './calls/profile';
import * as reports from './calls/reports';
import * as savedLists from './calls/saved-lists';
import * as search from './calls/search';
import * as streamerStats from './calls/streamer-stats';
import * as submission from './calls/submission';
import * as system from './calls/system';
import * as userData from './calls/user-data';
import * as userLogins from './calls/user-logins';
import * as watchedWords from './calls/watched-words';

export * from './errors';
export * from './call-index';
export * from './define';
export * from './fields';
export * from './models';
export * from './validate';
export { frontpageSort, frontpagePeriod } from './calls/listing';
export type { FrontpageSort, FrontpagePeriod } from './calls/listing';
export { PROFILE_IMAGE_MAX_BYTES } from './calls/profile';
export { activityNames, platformData } from './calls/activity';
export { notificationKinds } from './calls/notifications';
export type { NotificationKind, NotificationItem } from './calls/notifications';
export { SEARCH_QUERY_MAX, CLIP_SEARCH_MIN_CHARS } from './calls/search';
export type { MySubmission, MySubmissionState } from './calls/submission';
export type { ThumbnailChoice, VerticalFraming } from './calls/clip-manage';
export { VERTICAL_VERSION_STATES, verticalFraming } from './calls/clip-manage';
export { categoryWithCount } from './calls/listing';
export type { CategoryWithCount } from './calls/listing';
export type { CollectionDetail, CollectionSummary } from './calls/collections';
export { REPLY_PREVIEW_COUNT, MENTIONS_PER_COMMENT } from './calls/comments';
export { WATCHED_WORD_MAX, WATCHED_WORDS_MAX } from './calls/watched-words';
export type { SavedList } from './calls/saved-lists';

/**
 * The one list of the contract's groups. Each key is a file `calls/<key>.ts` here and a feature folder
 * `server/src/features/<key>/` on the server, which answers exactly that group's calls (the server's typecheck and
 * test/contract-groups.test.ts hold it to that). A new group is one line here.
 */
export const contractGroups = {
  activity,
  admin,
  channels,
  'clip-manage': clipManage,
  'clip-requests': clipRequests,
  collections,
  comments,
  'follows-blocks': followsBlocks,
  likes,
  listing,
  notifications,
  oauth,
  playback,
  profile,
  reports,
  'saved-lists': savedLists,
  search,
  'streamer-stats': streamerStats,
  submission,
  system,
  'user-data': userData,
  'user-logins': userLogins,
  'watched-words': watchedWords,
};

export type ContractGroups = typeof contractGroups;
export type ContractGroupName = keyof ContractGroups;

type Values<T> = T[keyof T];
type DefsOf<G> = Extract<Values<G>, CallDefinition<string, z.ZodType, z.ZodType>>;
type AllDefs = { [G in ContractGroupName]: DefsOf<ContractGroups[G]> }[ContractGroupName];

/** Every call, keyed by its path (SPEC section 7 paths exactly, plus ours). */
export type Contract = { [D in AllDefs as D['path']]: D };
export type CallPath = keyof Contract;

/** The paths of one group's calls. */
export type GroupCallPath<G extends ContractGroupName> = Extract<DefsOf<ContractGroups[G]>['path'], CallPath>;

function isCall(value: unknown): value is CallDefinition {
  return typeof value === 'object' && value !== null && 'path' in value && 'answer' in value;
}

export const contract = Object.fromEntries(
  Object.values(contractGroups).flatMap((group) => Object.values(group).filter(isCall).map((def) => [def.path, def])),
) as unknown as Contract;

export const callPaths = Object.keys(contract) as CallPath[];

/** What the caller sends (before defaults and trimming are applied). */
export type RequestOf<P extends CallPath> = z.input<Contract[P]['request']>;
/** What the handler receives (after parsing). */
export type ParsedRequestOf<P extends CallPath> = z.output<Contract[P]['request']>;
/** The success payload a handler returns (the server adds isSuccessful: true). */
export type AnswerOf<P extends CallPath> = z.output<Contract[P]['answer']>;
/** The success answer on the wire. */
export type SuccessAnswerOf<P extends CallPath> = AnswerOf<P> & { isSuccessful: true };
