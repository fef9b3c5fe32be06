/**
 * @jest-environment node
 */
// What the HTML host and the remotes' static server (scripts/lib/static-server.mjs) share: the served folder and the
// e2e switches, exercised through the real static server so both sides of the helper are covered.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGzip, createServing } from './static-files.mjs';
import { startStaticServer } from '../../scripts/lib/static-server.mjs';

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'clipyard-static-'));
  for (const [folder, text] of [
    ['dist', 'one'],
    ['dist-secret', 'secret'],
    ['dist2', 'two'],
  ]) {
    mkdirSync(path.join(work, folder));
    writeFileSync(path.join(work, folder, 'a.txt'), text);
  }
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A raw GET (fetch would normalise the path before sending it). */
function get(port: number, rawPath: string): Promise<{ status: number; body: string } | 'dropped'> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: rawPath }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', () => resolve('dropped'));
    req.end();
  });
}

test('a path never leaves the served folder, not even into a sibling whose name starts the same', () => {
  const serving = createServing({ root: path.join(work, 'dist'), gzip: createGzip() });
  expect(serving.fileOf('/a.txt')).toBe(path.join(work, 'dist', 'a.txt'));
  expect(serving.fileOf('/../dist-secret/a.txt')).toBeNull();
  expect(serving.fileOf('/../../etc/passwd')).toBeNull();
});

test('the static server: served folder, delay for matching paths only, down, and another build', async () => {
  const server = await startStaticServer({ root: path.join(work, 'dist'), port: 0 });
  try {
    expect(await get(server.port, '/a.txt')).toEqual({ status: 200, body: 'one' });
    expect(await get(server.port, '/..%2Fdist-secret%2Fa.txt')).toMatchObject({ status: 403 });

    server.setDelay(400, /a\.txt$/);
    let started = Date.now();
    await get(server.port, '/a.txt');
    expect(Date.now() - started).toBeGreaterThanOrEqual(350);
    started = Date.now();
    await get(server.port, '/missing.js');
    expect(Date.now() - started).toBeLessThan(350);
    server.setDelay(0);

    server.setDown(true);
    expect(await get(server.port, '/a.txt')).toBe('dropped');
    server.setDown(false);

    server.setRoot(path.join(work, 'dist2'));
    expect(await get(server.port, '/a.txt')).toEqual({ status: 200, body: 'two' });
  } finally {
    await server.close();
  }
});

test("the remotes' static server sends nosniff on every answer and refuses framing of its HTML (issue 22 item 7)", async () => {
  writeFileSync(path.join(work, 'dist', 'index.html'), '<!doctype html><title>remote</title>');
  const server = await startStaticServer({ root: path.join(work, 'dist'), port: 0 });
  try {
    for (const address of ['/a.txt', '/index.html', '/missing.js']) {
      const response = await fetch(`${server.url}${address}`);
      await response.text();
      expect([address, response.headers.get('x-content-type-options')]).toEqual([address, 'nosniff']);
    }
    const page = await fetch(`${server.url}/index.html`);
    await page.text();
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('content-security-policy')).toBe("frame-ancestors 'self'");
    const script = await fetch(`${server.url}/a.txt`);
    await script.text();
    expect(script.headers.get('x-frame-options')).toBeNull();
  } finally {
    await server.close();
  }
});
