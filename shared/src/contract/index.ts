import type { z } from 'zod';
import type { CallDefinition } from './define';
import * as system from './calls/system';
import * as clipRequests from './calls/clip-requests';
import * as userSubmission from './calls/user-submission';
import * as likes from './calls/likes';
import * as userLogins from './calls/user-logins';
import * as profile from './calls/profile';
import * as channel from './calls/channel';
import * as search from './calls/search';
import * as comments from './calls/comments';
import * as chatTranscript from './calls/chat-transcript';
import * as videoListing from './calls/video-listing';
import * as followsBlocks from './calls/follows-blocks';
import * as clipManage from './calls/clip-manage';
import * as oauth from './calls/oauth';
import * as report from './calls/report';
import * as analytics from './calls/analytics';
import * as ours from './calls/ours';

export * from './errors';
export * from './call-index';
export * from './define';
export * from './fields';
export * from './models';
export * from './validate';
export { frontpageSort, frontpagePeriod } from './calls/video-listing';
export type { FrontpageSort, FrontpagePeriod } from './calls/video-listing';
export { PROFILE_IMAGE_MAX_BYTES } from './calls/profile';
export { activityNames, platformData } from './calls/analytics';

const groups = [
  system,
  clipRequests,
  userSubmission,
  likes,
  userLogins,
  profile,
  channel,
  search,
  comments,
  chatTranscript,
  videoListing,
  followsBlocks,
  clipManage,
  oauth,
  report,
  analytics,
  ours,
];

type Values<T> = T[keyof T];
type DefsOf<G> = Extract<Values<G>, CallDefinition<string, z.ZodType, z.ZodType>>;
type AllDefs =
  | DefsOf<typeof system>
  | DefsOf<typeof clipRequests>
  | DefsOf<typeof userSubmission>
  | DefsOf<typeof likes>
  | DefsOf<typeof userLogins>
  | DefsOf<typeof profile>
  | DefsOf<typeof channel>
  | DefsOf<typeof search>
  | DefsOf<typeof comments>
  | DefsOf<typeof chatTranscript>
  | DefsOf<typeof videoListing>
  | DefsOf<typeof followsBlocks>
  | DefsOf<typeof clipManage>
  | DefsOf<typeof oauth>
  | DefsOf<typeof report>
  | DefsOf<typeof analytics>
  | DefsOf<typeof ours>;

/** Every call, keyed by its path (SPEC section 7 paths exactly, plus ours). */
export type Contract = { [D in AllDefs as D['path']]: D };
export type CallPath = keyof Contract;

function isCall(value: unknown): value is CallDefinition {
  return typeof value === 'object' && value !== null && 'path' in value && 'answer' in value;
}

export const contract = Object.fromEntries(
  groups.flatMap((group) => Object.values(group).filter(isCall).map((def) => [def.path, def])),
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
