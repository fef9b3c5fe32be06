/**
 * @jest-environment node
 */
// Slow-loris, as behaviour, on the two servers besides the API: the HTML host and the remotes' static server. A raw
// socket trickles headers or a body (each byte resets the idle timer), so only the headers or request deadline can
// close it. With the production limits (or none) these sockets stay open for minutes and the tests fail at give-up.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startHtmlHost } from './html-host.mjs';
import { SERVER_TIMEOUTS } from './server-timeouts.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';
import { slowBody, slowHeaders } from '../../scripts/lib/slow-client.mjs';

const LIMITS = { ...SERVER_TIMEOUTS, headersMs: 1_000, requestMs: 2_000, checkEveryMs: 250 };
/** A deadline holds to within one sweep; the rest is scheduling slack on a busy 2-core machine. */
const SLACK_MS = LIMITS.checkEveryMs + 1_500;

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'clipyard-timeouts-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head><title>x</title></head><body></body></html>');
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const servers: [string, () => Promise<{ port: number; close: () => Promise<void> }>][] = [
  [
    'the HTML host',
    async () => {
      const host = await startHtmlHost({ root: dist, port: 0, timeouts: LIMITS, siteConfig: () => ({ apiBaseUrl: 'http://127.0.0.1:9/', mediaBaseUrl: 'http://127.0.0.1:9/media/' }) });
      return { port: Number(new URL(host.url).port), close: host.close };
    },
  ],
  ['the static server', () => startStaticServer({ root: dist, port: 0, timeouts: LIMITS })],
];

describe.each(servers)('%s cuts off slow clients', (_name, start) => {
  let server: { port: number; close: () => Promise<void> };
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());

  test('headers that never end: closed once the headers deadline passes', async () => {
    const result = await slowHeaders(server.port, LIMITS.headersMs + SLACK_MS + 5_000);
    expect(result).toMatchObject({ closed: true });
    expect(result.openMs).toBeGreaterThanOrEqual(LIMITS.headersMs - 100);
    expect(result.openMs).toBeLessThan(LIMITS.headersMs + SLACK_MS);
    expect(result.answer).toMatch(/^(HTTP\/1\.1 408 |$)/);
  });

  test('a body announced as 1000 bytes that trickles in: closed once the request deadline passes', async () => {
    const result = await slowBody(server.port, LIMITS.requestMs + SLACK_MS + 5_000, '/index.html');
    expect(result).toMatchObject({ closed: true });
    expect(result.openMs).toBeGreaterThanOrEqual(LIMITS.requestMs - 100);
    expect(result.openMs).toBeLessThan(LIMITS.requestMs + SLACK_MS);
  });
});
