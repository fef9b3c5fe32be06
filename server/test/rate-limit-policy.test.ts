import { ADDRESS_FACTOR, contract, NEW_ACCOUNT_HOURS } from '@clipyard/shared/contract';
import { budgetsOf, isNewAccount } from '../src/http/rate-limit-policy';
import type { Caller } from '../src/http/handler';
import { registeredUser, type TestAccount } from './domain-support/api';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';
import { createTestServer, createTestUser, rawRequest, type TestServer } from './support';

/**
 * Abuse limits on the ways in (issue 22 item 5): every account has its window, a fresh account a second, longer one,
 * and the address one over every account (so nobody gets around a limit by rotating accounts), all in PostgreSQL.
 */
const HOUR = 3_600_000;

describe('which windows a call counts in', () => {
  const now = Date.parse('2026-11-29T12:00:00Z');
  const limit = { max: 10, windowSeconds: 60, newAccount: { max: 30, windowSeconds: 3600 } };
  const caller = (over: Partial<Caller>): Caller => ({ firebaseUid: null, claims: null, user: null, ip: '203.0.113.7', userAgent: 'x', ...over });
  const user = (hoursOld: number) => ({ id: 'u1', created_at: new Date(now - hoursOld * HOUR) }) as Caller['user'];

  test('an account is new for NEW_ACCOUNT_HOURS', () => {
    expect(isNewAccount(new Date(now - (NEW_ACCOUNT_HOURS * HOUR - 1000)), now)).toBe(true);
    expect(isNewAccount(new Date(now - (NEW_ACCOUNT_HOURS * HOUR + 1000)), now)).toBe(false);
  });

  test('an old account: its own window and the address’s; a new one also the longer new-account window', () => {
    expect(budgetsOf(caller({ user: user(48), firebaseUid: 'f1' }), limit, [], now)).toEqual([
      { key: 'u:u1', max: 10, windowSeconds: 60 },
      { key: 'a:203.0.113.7', max: 10 * ADDRESS_FACTOR, windowSeconds: 60 },
    ]);
    expect(budgetsOf(caller({ user: user(2), firebaseUid: 'f1' }), limit, [], now)).toEqual([
      { key: 'u:u1', max: 10, windowSeconds: 60 },
      { key: 'n:u1', max: 30, windowSeconds: 3600 },
      { key: 'a:203.0.113.7', max: 10 * ADDRESS_FACTOR, windowSeconds: 60 },
    ]);
    // A call without a new-account window treats new and old accounts alike.
    expect(budgetsOf(caller({ user: user(2) }), { max: 5, windowSeconds: 600 }, [], now).map((b) => b.key)).toEqual(['u:u1', 'a:203.0.113.7']);
  });

  test('before registration the Firebase user, signed out the address; an exempt address counts no address window', () => {
    expect(budgetsOf(caller({ firebaseUid: 'f1' }), limit, [], now).map((b) => b.key)).toEqual(['f:f1', 'a:203.0.113.7']);
    expect(budgetsOf(caller({}), limit, [], now).map((b) => b.key)).toEqual(['ip:203.0.113.7', 'a:203.0.113.7']);
    expect(budgetsOf(caller({ user: user(48) }), { ...limit, addressMax: 7 }, ['203.0.113.7'], now)).toEqual([{ key: 'u:u1', max: 10, windowSeconds: 60 }]);
  });

  test('the ways in the issue names are all limited, with a longer window for new accounts where spam comes from', () => {
    for (const path of ['client/clipComment/submitComment', 'client/report/reportClip', 'client/report/reportComment', 'client/report/reportChannel', 'client/userSubmission/submitClip', 'client/follows/modifyUserFollowedChannel'] as const) {
      expect([path, contract[path].rateLimit?.newAccount?.windowSeconds]).toEqual([path, 3600]);
    }
    expect(contract['client/userLogins/accountRegistration'].rateLimit).toBeDefined();
  });
});

describe('the limits against a real server (address limits on: no exemption)', () => {
  let server: TestServer;
  let clip: string;
  let channels: string[];
  beforeAll(async () => {
    server = await createTestServer({ configure: (c) => void (c.rateLimitExemptAddresses = []) });
    const channel = await insertChannel(server.db, uniqueLogin('lim'));
    clip = await insertClip(server.db, { channel });
    channels = await Promise.all(Array.from({ length: 3 }, () => insertChannel(server.db, uniqueLogin('f'))));
  });
  afterAll(async () => {
    await server?.close();
  });
  // Every test user is on 127.0.0.1: each test starts with the address's windows empty (registrations included).
  beforeEach(() => server.db.deleteFrom('rate_limit_windows').where('caller', 'like', 'a:%').execute());

  const post = (path: string, body: unknown, token: string) =>
    rawRequest(server, { path, headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const age = (account: TestAccount, hours: number) =>
    server.db.updateTable('users').set({ created_at: new Date(Date.now() - hours * HOUR) }).where('id', '=', account.user.id).execute();

  test('a new account may follow 100 times an hour, an old one 60 in ten minutes; each is refused with Retry-After', async () => {
    const fresh = await registeredUser(server);
    const old = await registeredUser(server);
    await age(old, 48);
    const toggle = (account: TestAccount, i: number) =>
      post('client/follows/modifyUserFollowedChannel', { channelLogin: channels[i % channels.length], isFollow: i % 2 === 0 }, account.token);
    const statusesOf = async (account: TestAccount, count: number) => {
      const statuses: number[] = [];
      for (let i = 0; i < count; i += 1) statuses.push((await toggle(account, i)).status);
      return statuses;
    };
    // The ten-minute window (60) comes first for both; it is the same for old and new.
    expect(await statusesOf(old, 61)).toEqual([...Array(60).fill(200), 429]);
    const refused = await toggle(old, 0);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    // The new account's hour window (100) is the one that refuses once its ten-minute window has passed.
    expect(await statusesOf(fresh, 60)).toEqual(Array(60).fill(200));
    await server.db.updateTable('rate_limit_windows').set({ resets_at: new Date(Date.now() - 1000) }).where('caller', '=', `u:${fresh.user.id}`).execute();
    expect(await statusesOf(fresh, 41)).toEqual([...Array(40).fill(200), 429]);
    const hourRefusal = await toggle(fresh, 1);
    expect(hourRefusal.json).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect(Number(hourRefusal.headers.get('retry-after'))).toBeGreaterThan(3000);
    // The old account, its ten-minute window passed, is not held by any hour window.
    await server.db.updateTable('rate_limit_windows').set({ resets_at: new Date(Date.now() - 1000) }).where('caller', '=', `u:${old.user.id}`).execute();
    expect((await toggle(old, 1)).status).toBe(200);
  });

  test('one address cannot get around a limit by rotating accounts', async () => {
    // accountRegistration: 5 per 10 minutes per caller, ADDRESS_FACTOR × 5 per address; invalid names count too.
    const perAddress = (contract['client/userLogins/accountRegistration'].rateLimit?.max ?? 0) * ADDRESS_FACTOR;
    const statuses: number[] = [];
    for (let made = 0; statuses.length < perAddress; made += 1) {
      const account = await createTestUser();
      for (let i = 0; i < 5 && statuses.length < perAddress; i += 1) statuses.push((await post('client/userLogins/accountRegistration', { username: '!' }, account.idToken)).status);
    }
    expect(statuses).toEqual(Array(perAddress).fill(400));
    const newcomer = await createTestUser();
    const refused = await post('client/userLogins/accountRegistration', { username: '!' }, newcomer.idToken);
    expect([refused.status, refused.json?.errorCode]).toEqual([429, 'RATE_LIMITED']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  test('a new account’s comments: 10 a minute like everyone, and 30 an hour in its first day', async () => {
    const fresh = await registeredUser(server);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post('client/clipComment/submitComment', { internalClipId: clip, commentText: `c${i}` }, fresh.token)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    // Once the minute has passed, 20 more make 30 in the hour; the 31st is refused.
    await server.db.updateTable('rate_limit_windows').set({ resets_at: new Date(Date.now() - 1000) }).where('caller', '=', `u:${fresh.user.id}`).execute();
    for (let i = 0; i < 10; i += 1) expect((await post('client/clipComment/submitComment', { internalClipId: clip, commentText: `d${i}` }, fresh.token)).status).toBe(200);
    await server.db.updateTable('rate_limit_windows').set({ resets_at: new Date(Date.now() - 1000) }).where('caller', '=', `u:${fresh.user.id}`).execute();
    const more: number[] = [];
    for (let i = 0; i < 11; i += 1) more.push((await post('client/clipComment/submitComment', { internalClipId: clip, commentText: `e${i}` }, fresh.token)).status);
    // The hour window counts every attempt, the refused 11th of the first minute included: 21 before, so 9 more pass.
    expect(more).toEqual([...Array(9).fill(200), 429, 429]);
    const hourWindow = await server.db.selectFrom('rate_limit_windows').select('hits').where('caller', '=', `n:${fresh.user.id}`).where('call', '=', 'client/clipComment/submitComment').executeTakeFirstOrThrow();
    expect(hourWindow.hits).toBe(32);
  });
});
