import { loadConfig } from '../src/config';
import { HSTS } from '../src/http/security-headers';
import { startPushReceiver, type PushReceiver } from './support/push-receiver';
import { createTestServer, createTestUser, rawRequest, type TestServer, uniqueUsername } from './support';

/**
 * Issue 22 item 7, the API's part: nosniff and HSTS on every answer, Retry-After on every rate-limit refusal, and the
 * push subscription call rate limited (each call resolves a host: nobody may drive the server's DNS look-ups).
 */
describe('security headers of the API', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const ANSWERS: { name: string; init: Parameters<typeof rawRequest>[1] }[] = [
    { name: 'a call', init: { method: 'GET', path: 'is-online' } },
    { name: 'a refused call', init: { path: 'client/userLogins/checkUsernameInUse', headers: { 'content-type': 'application/json' }, body: '{"username": 5}' } },
    { name: 'bad JSON', init: { path: 'client/userLogins/checkUsernameInUse', headers: { 'content-type': 'application/json' }, body: '{' } },
    { name: 'an unknown route', init: { method: 'GET', path: 'no/such/route' } },
    { name: 'the OpenAPI document', init: { method: 'GET', path: 'openapi.json' } },
    { name: 'oEmbed', init: { method: 'GET', path: 'oembed?url=http%3A%2F%2Flocalhost%3A3000%2Fnobody%2Fclip%2Fabcdefgh' } },
    { name: 'the media host', init: { method: 'GET', path: 'media/clips/nobody/abcdefgh/source.mp4' } },
    { name: 'captions', init: { method: 'GET', path: 'captions/abcdefgh.vtt' } },
    { name: 'a CORS preflight', init: { method: 'OPTIONS', path: 'is-online', headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET' } } },
  ];

  test('every answer says nosniff, successes, failures, preflights and non-call routes alike', async () => {
    for (const { name, init } of ANSWERS) {
      const res = await rawRequest(server, init);
      expect([name, res.status < 500, res.headers.get('x-content-type-options')]).toEqual([name, true, 'nosniff']);
      expect([name, res.headers.get('strict-transport-security')]).toEqual([name, null]);
    }
  });

  test('HSTS goes out on every answer once PUBLIC_ORIGIN is https, never over http', async () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://clips.example' }).hsts).toBe(true);
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).hsts).toBe(false);
    expect(loadConfig({}).hsts).toBe(false);
    const https = await createTestServer({ configure: (c) => void (c.hsts = true) });
    try {
      for (const { name, init } of ANSWERS) {
        const res = await rawRequest(https, init);
        expect([name, res.headers.get('strict-transport-security')]).toEqual([name, HSTS]);
      }
    } finally {
      await https.close();
    }
  });

  test('a rate-limit refusal says when to come back (Retry-After, within the window)', async () => {
    // accountRegistration: 5 per 10 minutes per caller.
    const user = await createTestUser();
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof rawRequest>> | null = null;
    for (let i = 0; i < 6; i += 1) {
      const res = await rawRequest(server, {
        path: 'client/userLogins/accountRegistration',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${user.idToken}` },
        body: JSON.stringify({ username: '!' }),
      });
      statuses.push(res.status);
      if (res.status === 429) refusal = res;
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect(refusal?.json).toMatchObject({ isSuccessful: false, errorCode: 'RATE_LIMITED' });
    const retryAfter = Number(refusal?.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(590);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // A refusal that is not a rate limit has none.
    const other = await rawRequest(server, { path: 'client/userLogins/checkUsernameInUse', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(other.headers.get('retry-after')).toBeNull();
  });
});

describe('subscribePush is rate limited', () => {
  let server: TestServer;
  let receiver: PushReceiver;
  beforeAll(async () => {
    receiver = await startPushReceiver();
    server = await createTestServer({ configure: (c) => void (c.push.endpointAllowlist = ['127.0.0.1']) });
  });
  afterAll(async () => {
    await server?.close();
    await receiver?.close();
  });

  test('ten subscriptions per person in ten minutes, then 429 with Retry-After; another person is not affected', async () => {
    const user = await createTestUser({ server, username: uniqueUsername() });
    const other = await createTestUser({ server, username: uniqueUsername() });
    const subscribe = (token: string) => {
      const sub = receiver.subscription();
      return rawRequest(server, {
        path: 'client/notifications/subscribePush',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ endpoint: sub.endpoint, keys: sub.keys, language: 'ja' }),
      });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await subscribe(user.idToken)).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const refused = await subscribe(user.idToken);
    expect(refused.json).toMatchObject({ errorCode: 'RATE_LIMITED' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await subscribe(other.idToken)).status).toBe(200);
  });
});
