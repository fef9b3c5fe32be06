import { SERVER_TIMEOUTS } from '../src/app';
import { slowBody, slowHeaders } from '../../scripts/lib/slow-client.mjs';
import { createTestServer, type TestServer } from './support';

/**
 * Slow-loris, as behaviour: a client that trickles its headers or its body (each byte resets the idle timer) is cut off
 * once the headers or request deadline passes. The limits are shortened to seconds; with the production ones (or
 * none) these sockets would stay open for minutes and the tests would fail at their give-up time.
 */
const LIMITS = { ...SERVER_TIMEOUTS, headersMs: 1_000, requestMs: 2_000, checkEveryMs: 250 };
/** A deadline holds to within one sweep; the rest is scheduling slack on a busy 2-core machine. */
const SLACK_MS = LIMITS.checkEveryMs + 1_500;

describe('the API cuts off slow clients', () => {
  let server: TestServer;
  let port: number;
  beforeAll(async () => {
    server = await createTestServer({ timeouts: LIMITS });
    port = Number(new URL(server.url).port);
  });
  afterAll(async () => {
    await server?.close();
  });

  test('headers that never end: 408 and closed once the headers deadline passes', async () => {
    const result = await slowHeaders(port, LIMITS.headersMs + SLACK_MS + 5_000);
    expect(result.closed).toBe(true);
    expect(result.openMs).toBeGreaterThanOrEqual(LIMITS.headersMs - 100);
    expect(result.openMs).toBeLessThan(LIMITS.headersMs + SLACK_MS);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('a body announced as 1000 bytes that trickles in: 408 and closed once the request deadline passes', async () => {
    const result = await slowBody(port, LIMITS.requestMs + SLACK_MS + 5_000, '/client/search/channelLoginList');
    expect(result.closed).toBe(true);
    expect(result.openMs).toBeGreaterThanOrEqual(LIMITS.requestMs - 100);
    expect(result.openMs).toBeLessThan(LIMITS.requestMs + SLACK_MS);
    expect(result.answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  test('a client that keeps to the limits is answered on the same server', async () => {
    const response = await fetch(`${server.url}/is-online`);
    expect(response.status).toBe(200);
  });
});
