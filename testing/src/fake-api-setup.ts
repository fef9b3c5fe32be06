import { startFakeApiServer, type FakeApiServer } from './fake-api-server';
import { apiCallsInFlight } from '@clipyard/shared';
import { pointApiAt, resetSession } from './render-screen';
import { profileAnswer } from './profile-answer';

export { profileAnswer };

/**
 * The lifecycle every screen test shares: one real HTTP server on 127.0.0.1 for the file, the API client pointed
 * at it, and a clean session, no recorded calls and quiet API logs before each test.
 * Usage: `const api = setupFakeApi();` at the top of a test file, then `api.server.on(path, responder)`.
 */
export function setupFakeApi(): { readonly server: FakeApiServer } {
  const holder = {} as { server: FakeApiServer };
  beforeAll(async () => {
    holder.server = await startFakeApiServer();
    pointApiAt(holder.server.baseUrl);
  });
  afterAll(async () => {
    // Screens start calls from effects (comments, the lists a sign-in refreshes) that may outlive the last test:
    // let them answer before the server goes, or they fail after the file ends and log into a finished run.
    resetSession();
    await apiCallsAnswered();
    await holder.server.close();
  });
  beforeEach(() => {
    resetSession();
    holder.server.calls.length = 0;
    sessionStorage.setItem('clipyard-avif-support', 'false'); // jsdom decodes no images: as if probed, no avif
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    // The screen is unmounted by now (Testing Library's cleanup runs first), but calls it started may still be on
    // their way: let them answer here, or the server records them among the next test's calls.
    await apiCallsAnswered();
    jest.restoreAllMocks();
  });
  return holder;
}

// The real clock, taken before any test fakes timers: a test's fake timers are still on when this file's afterEach
// runs (its own afterEach, which turns them off, comes later).
const realSetTimeout = globalThis.setTimeout;
const realNow = Date.now;

/**
 * Waits until every API call started has answered (each times out within the client's 3 s anyway), on the real clock:
 * it works while a test's fake timers are on, since the fake API answers over real sockets.
 */
export async function apiCallsAnswered(): Promise<void> {
  const deadline = realNow() + 5000;
  while (apiCallsInFlight() > 0 && realNow() < deadline) await new Promise((resolve) => realSetTimeout(resolve, 10));
}

/** What a sign-in refreshes: the profile and the four lists (empty unless given). */
export function serveSignedInBasics(
  server: FakeApiServer,
  profile: Record<string, unknown> | null,
  lists: Partial<Record<'followed' | 'blockedChannels' | 'blockedUsers' | 'likes', string[]>> = {},
): void {
  server.on('client/profile/profileDetails', () =>
    profile ? { json: profileAnswer(profile) } : { status: 500, json: { isSuccessful: false, errorCode: 'INTERNAL_ERROR', message: 'x' } },
  );
  server.on('client/follows/getUserFollowedChannels', () => ({ json: { isSuccessful: true, followedChannelLoginList: lists.followed ?? [] } }));
  server.on('client/channelBlocking/getUserBlockedChannels', () => ({ json: { isSuccessful: true, blockedChannelLoginList: lists.blockedChannels ?? [] } }));
  server.on('client/userAccountBlocking/getUserBlockedUserList', () => ({ json: { isSuccessful: true, blockedUserNameList: lists.blockedUsers ?? [] } }));
  server.on('client/userLikes/getUserLikedClips', () => ({ json: { isSuccessful: true, userLikeSet: lists.likes ?? [] } }));
}

/** A failure answer with the status the contract gives its code. */
export function failWith(errorCode: string, status = 500) {
  return () => ({ status, json: { isSuccessful: false, errorCode, message: errorCode } });
}
