import { callIndex, type CallPath } from '@clipyard/shared/contract';
import { callerOfNeed, IDENTITY_CALLS } from '../src/http/caller';
import { ApiError } from '../src/http/api-error';
import { callerFor } from './media-support/context';
import { createTestServer, type TestServer } from './support';
import { emulatorAccount, fails, ok, registeredUser, type TestAccount } from './domain-support/api';
import { uniqueLogin } from './domain-support/fixtures';

/**
 * Issue 21 item 5: who may make a call is declared once, by its `auth` in the contract, and the auth layer hands the
 * handler the caller that promises (a member's account, a streamer's channel): no handler checks it again. These walk
 * the whole contract through the real HTTP API, so a call whose handler trusted `caller.user` without its auth saying
 * so would show here as a 500 or an answer, not the refusal.
 */
const identityCalls: ReadonlySet<string> = new Set(IDENTITY_CALLS);
const callsNeeding = (need: string) => (Object.keys(callIndex) as CallPath[]).filter((path) => callIndex[path as keyof typeof callIndex].auth === need);
const memberCalls = callsNeeding('required').filter((path) => !identityCalls.has(path));

describe('a call’s auth in the contract is the caller its handler receives', () => {
  let server: TestServer;
  let unregistered: { token: string; uid: string };
  let member: TestAccount;
  beforeAll(async () => {
    server = await createTestServer();
    unregistered = await emulatorAccount();
    member = await registeredUser(server);
  });
  afterAll(() => server.close());

  test('an identity without an account is refused every member call, whatever the body, before any handler runs', async () => {
    expect(memberCalls.length).toBeGreaterThan(30);
    const answers = await Promise.all(memberCalls.map(async (path) => [path, ...(await fails(server, path, { unknown: 'x\u0000' }, unregistered.token))]));
    expect(answers.filter(([, status, code]) => status !== 403 || code !== 'ACCOUNT_NOT_REGISTERED')).toEqual([]);
  });

  test('a member is refused every streamer call (NOT_STREAMER) and every admin call (NOT_ADMIN)', async () => {
    const streamerCalls = callsNeeding('streamer');
    const adminCalls = callsNeeding('admin');
    expect(streamerCalls.length).toBeGreaterThan(20);
    expect(adminCalls.length).toBeGreaterThan(20);
    const answers = await Promise.all([
      ...streamerCalls.map(async (path) => [path, ...(await fails(server, path, {}, member.token)), 'NOT_STREAMER']),
      ...adminCalls.map(async (path) => [path, ...(await fails(server, path, {}, member.token)), 'NOT_ADMIN']),
    ]);
    expect(answers.filter(([, status, code, expected]) => status !== 403 || code !== expected)).toEqual([]);
  });

  test('the identity calls answer before registration: what the identity is, and registering it', async () => {
    const fresh = await emulatorAccount();
    expect(await ok(server, 'client/profile/profileDetails', {}, fresh.token)).toMatchObject({ username: 'UNKNOWN', firebaseUid: fresh.uid });
    const username = uniqueLogin('reg').slice(0, 20);
    expect(await ok(server, 'client/userLogins/accountRegistration', { username }, fresh.token)).toMatchObject({ username });
    expect(await ok(server, 'client/userLikes/getUserLikedClips', {}, fresh.token)).toMatchObject({ isSuccessful: true });
  });

  test('a streamer’s caller carries the channel of its own account; the others carry what their need promises', async () => {
    const channel = uniqueLogin('need');
    const streamer = await registeredUser(server, { streamerOf: channel });
    expect(callerOfNeed('streamer', 'client/clipManage/renameClip', callerFor(streamer.user))).toMatchObject({ channelLogin: channel, user: { id: streamer.user.id } });
    expect(callerOfNeed('required', 'client/userLikes/getUserLikedClips', callerFor(member.user))).toMatchObject({ user: { id: member.user.id } });
    const refusal = (need: 'required' | 'streamer' | 'admin', caller: ReturnType<typeof callerFor>) => {
      try {
        callerOfNeed(need, 'client/report/reportClip', caller);
        return 'accepted';
      } catch (error) {
        return error instanceof ApiError ? error.errorCode : String(error);
      }
    };
    expect(refusal('required', callerFor(null))).toBe('NOT_AUTHORISED');
    expect(refusal('streamer', callerFor(member.user))).toBe('NOT_STREAMER');
    expect(refusal('admin', callerFor(member.user))).toBe('NOT_ADMIN');
    expect(refusal('admin', callerFor({ ...member.user, is_admin: true }))).toBe('accepted');
  });
});
