import { SERVER_TIMEOUTS } from '../src/app';
import { callPaths } from '@clipyard/shared/contract';
import { insertChannel, insertClip, uniqueLogin } from './domain-support/fixtures';
import { callFail, callOk, createTestServer, createTestUser, rawRequest, revokeTokens, signIn, type TestServer, uniqueUsername } from './support';

/** The request pipeline every call goes through: transport errors, auth, rate limits, validation, OpenAPI, CORS. */
describe('app pipeline', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  test('GET /is-online answers with the success shape', async () => {
    const answer = await callOk(server, 'is-online', {});
    expect(answer).toMatchObject({ isSuccessful: true, isOnline: true });
    expect(Number.isNaN(Date.parse(answer.serverTime))).toBe(false);
  });

  test('malformed JSON is 400 INVALID_JSON', async () => {
    const res = await rawRequest(server, { path: 'client/userLogins/checkUsernameInUse', headers: { 'content-type': 'application/json' }, body: '{"username": ' });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ isSuccessful: false, errorCode: 'INVALID_JSON' });
  });

  test('a body that is not JSON (wrong content type) is 415', async () => {
    const res = await rawRequest(server, { path: 'client/userLogins/checkUsernameInUse', headers: { 'content-type': 'text/plain' }, body: 'username=abc' });
    expect(res.status).toBe(415);
    expect(res.json).toMatchObject({ isSuccessful: false, errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  test('an oversized body is 413 PAYLOAD_TOO_LARGE', async () => {
    const body = JSON.stringify({ username: 'x'.repeat(100 * 1024) });
    const res = await rawRequest(server, { path: 'client/userLogins/checkUsernameInUse', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ isSuccessful: false, errorCode: 'PAYLOAD_TOO_LARGE' });
  });

  test('wrong types and unknown fields are 400 BAD_REQUEST with a readable message', async () => {
    const wrongType = await callFail(server, 'client/userLogins/checkUsernameInUse', { username: 42 });
    expect(wrongType).toMatchObject({ status: 400, errorCode: 'BAD_REQUEST' });
    expect(wrongType.message).toContain('username');
    const unknown = await callFail(server, 'client/userLogins/checkUsernameInUse', { username: 'valid_name', admin: true });
    expect(unknown).toMatchObject({ status: 400, errorCode: 'BAD_REQUEST' });
    expect(unknown.message).toContain('admin');
    const notAnObject = await rawRequest(server, { path: 'client/userLogins/checkUsernameInUse', headers: { 'content-type': 'application/json' }, body: '[1,2]' });
    expect(notAnObject.json).toMatchObject({ errorCode: 'BAD_REQUEST' });
    const nullBody = await rawRequest(server, { path: 'client/userLogins/checkUsernameInUse', headers: { 'content-type': 'application/json' }, body: 'null' });
    expect(nullBody.json).toMatchObject({ errorCode: 'BAD_REQUEST' });
  });

  test('a field error that names an ErrorCode answers that code', async () => {
    const res = await callFail(server, 'client/userLogins/checkUsernameInUse', { username: 'a' });
    expect(res).toMatchObject({ status: 400, errorCode: 'USERNAME_INVALID' });
  });

  test('a prototype-poisoning body is refused, never 500', async () => {
    const res = await rawRequest(server, { path: 'client/userLogins/checkUsernameInUse', headers: { 'content-type': 'application/json' }, body: '{"__proto__": {"x": 1}, "username": "abc_def"}' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  test('no call answers 500 to junk bodies', async () => {
    const junk = ['{}', '{"a":1}', '"str"', '123', 'true', '{"cursor": {"$gt": ""}}', '{"limit": -1}', '{"internalClipId": "../../etc/passwd"}'];
    for (const path of callPaths) {
      for (const body of junk) {
        const res = await rawRequest(server, { path, method: 'POST', headers: { 'content-type': 'application/json' }, body });
        if (res.status >= 500) throw new Error(`${path} answered ${res.status} to ${body}: ${res.text}`);
        expect(res.json?.isSuccessful === false || res.json?.isSuccessful === true).toBe(true);
      }
    }
  });

  test('slow-loris: the API sets request, header, idle and keep-alive timeouts', () => {
    expect(server.app.server.requestTimeout).toBe(SERVER_TIMEOUTS.requestMs);
    expect(server.app.server.headersTimeout).toBe(SERVER_TIMEOUTS.headersMs);
    expect(server.app.server.keepAliveTimeout).toBe(SERVER_TIMEOUTS.keepAliveMs);
    expect(server.app.server.timeout).toBe(SERVER_TIMEOUTS.idleMs);
  });

  test('an unknown route is 404 with the failure shape', async () => {
    const res = await rawRequest(server, { method: 'GET', path: 'client/nope/nothing' });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ isSuccessful: false, errorCode: 'NOT_FOUND' });
  });

  test('missing, empty, malformed and forged tokens are 401 NOT_AUTHORISED on a call that needs one', async () => {
    const path = 'client/profile/profileDetails' as const;
    expect(await callFail(server, path, {})).toMatchObject({ status: 401, errorCode: 'NOT_AUTHORISED' });
    const empty = await rawRequest(server, { path, headers: { 'content-type': 'application/json', authorization: 'Bearer ' }, body: '{}' });
    expect(empty.json).toMatchObject({ errorCode: 'NOT_AUTHORISED' });
    expect(await callFail(server, path, {}, 'not-a-jwt')).toMatchObject({ status: 401, errorCode: 'NOT_AUTHORISED' });
    // A well-formed token for another project (what a forger without our project's keys can make).
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const payload = Buffer.from(
      JSON.stringify({ iss: 'https://securetoken.google.com/other-project', aud: 'other-project', sub: 'x', user_id: 'x', iat: now, exp: now + 3600, auth_time: now }),
    ).toString('base64url');
    expect(await callFail(server, path, {}, `${header}.${payload}.`)).toMatchObject({ status: 401, errorCode: 'NOT_AUTHORISED' });
    const expired = Buffer.from(
      JSON.stringify({ iss: 'https://securetoken.google.com/demo-clipyard', aud: 'demo-clipyard', sub: 'x', user_id: 'x', iat: now - 7200, exp: now - 3600, auth_time: now - 7200 }),
    ).toString('base64url');
    expect(await callFail(server, path, {}, `${header}.${expired}.`)).toMatchObject({ status: 401, errorCode: 'NOT_AUTHORISED' });
  });

  test("'optional' calls treat a bad token as signed out", async () => {
    const answer = await callOk(
      server,
      'client/activity/reportActivity',
      { activityName: 'appLaunch', platformData: { browserName: 'Chromium', platformName: 'Linux', browserVersion: '130', isMobile: false, isCapacitor: false, hasTouch: false } },
      'garbage-token',
    );
    expect(answer.isSuccessful).toBe(true);
  });

  test('a revoked token is TOKEN_REVOKED on checkRevoked calls; a fresh sign-in works again', async () => {
    const user = await createTestUser({ server, username: uniqueUsername() });
    await revokeTokens(user.uid);
    expect(await callFail(server, 'client/oauth/twitchDisconnect', {}, user)).toMatchObject({ status: 401, errorCode: 'TOKEN_REVOKED' });
    const fresh = await signIn(user.email!, user.password);
    // Past the auth step: the call's own answer (no channel connected).
    expect(await callFail(server, 'client/oauth/twitchDisconnect', {}, fresh)).toMatchObject({ status: 409, errorCode: 'NOT_CONNECTED' });
  });

  test('streamer and admin calls refuse ordinary users', async () => {
    const user = await createTestUser({ server, username: uniqueUsername() });
    expect(await callFail(server, 'client/streamer/getChannelStats', {}, user)).toMatchObject({ status: 403, errorCode: 'NOT_STREAMER' });
    expect(await callFail(server, 'client/admin/getReportQueue', {}, user)).toMatchObject({ status: 403, errorCode: 'NOT_ADMIN' });
  });

  test('rate limits answer 429 RATE_LIMITED per caller, before validation', async () => {
    // accountRegistration allows 5 per 10 minutes per user; invalid usernames still count.
    const user = await createTestUser();
    const other = await createTestUser();
    const codes: string[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await callFail(server, 'client/userLogins/accountRegistration', { username: '!' }, user);
      codes.push(`${res.status} ${res.errorCode}`);
    }
    expect(codes).toEqual([...Array(5).fill('400 USERNAME_INVALID'), '429 RATE_LIMITED', '429 RATE_LIMITED']);
    // Another person is not affected.
    expect(await callFail(server, 'client/userLogins/accountRegistration', { username: '!' }, other)).toMatchObject({ errorCode: 'USERNAME_INVALID' });
  });

  test('GET /openapi.json lists every call of the contract with its method', async () => {
    const res = await rawRequest(server, { method: 'GET', path: 'openapi.json' });
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe('3.1.0');
    const paths = Object.keys(res.json.paths);
    expect(paths).toHaveLength(callPaths.length);
    for (const path of callPaths) expect(paths).toContain(`/${path}`);
    expect(res.json.paths['/is-online'].get).toBeDefined();
    expect(res.json.paths['/client/recommendation/channelRecommendationList'].get).toBeDefined();
    expect(res.json.paths['/client/userLogins/checkUsernameInUse'].post.requestBody.content['application/json'].schema.properties.username).toBeDefined();
  });

  test('CORS allows the site origins and localhost remotes', async () => {
    const preflight = await fetch(`${server.url}/client/profile/profileDetails`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3001', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3001');
    const evil = await fetch(`${server.url}/is-online`, { headers: { origin: 'https://evil.example' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('anonymous listing micro-cache', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ anonymousCacheMs: 60_000 });
  });
  afterAll(async () => {
    await server?.close();
  });

  test('signed-out listings reuse the answer; signed-in callers always get fresh rows', async () => {
    const channel = await insertChannel(server.db, uniqueLogin('cache'));
    await insertClip(server.db, { channel, title: 'first clip' });
    const body = { channelLoginList: [channel] };
    const before = await callOk(server, 'client/videoListing/fetchByChannelLogins', body);
    expect(before.clipList).toHaveLength(1);
    await insertClip(server.db, { channel, title: 'second clip' });
    // Same request signed out: the cached answer (with its success shape intact).
    expect(await callOk(server, 'client/videoListing/fetchByChannelLogins', body)).toEqual(before);
    const viewer = await createTestUser({ server, username: uniqueUsername() });
    expect((await callOk(server, 'client/videoListing/fetchByChannelLogins', body, viewer)).clipList).toHaveLength(2);
    // A different request is a different entry.
    expect((await callOk(server, 'client/videoListing/fetchByChannelLogins', { ...body, sort: 'top' })).clipList).toHaveLength(2);
  });
});
