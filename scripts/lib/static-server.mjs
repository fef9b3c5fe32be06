/**
 * The static server of `npm start`, the e2e stack and the web benchmark: serves a built dist folder
 * with CORS (remotes are fetched cross-origin by the shell), gzip, long caching for hashed files and
 * no caching for the files that name the current version (index.html, remoteEntry.js,
 * mf-manifest.json, remotes.json, config.json, sw.js). The shell's server answers unknown paths with
 * index.html (history mode) and can serve generated files (remotes.json, config.json).
 * `delayMs` holds every answer back, so e2e tests can stand in for a slow remote.
 */
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { cacheControlOf, contentTypeOf, createGzip, createServing } from '../../shell/host/static-files.mjs';
import { SERVER_TIMEOUTS } from '../../shell/host/server-timeouts.mjs';
import { commonSecurityHeaders, pageFramingHeaders } from '../../shell/host/security-headers.mjs';

/**
 * @param {object} o
 * @param {string} o.root          folder to serve
 * @param {number} o.port          0 for any free port
 * @param {string} [o.host]
 * @param {boolean} [o.spa]        answer unknown paths (without an extension) with index.html
 * @param {Record<string, () => unknown>} [o.generated]  path → JSON value computed per request
 * @param {number} [o.delayMs]     hold answers back this long
 * @param {RegExp} [o.delayMatch]  only the paths matching this (default: every path)
 * @param {typeof SERVER_TIMEOUTS} [o.timeouts]  slow-loris limits (tests shorten them)
 * @returns {Promise<{ url: string, port: number, close: () => Promise<void>, setDelay: (ms: number, match?: RegExp | null) => void, setDown: (down: boolean) => void, setRoot: (dir: string) => void }>}
 */
export async function startStaticServer(o) {
  const gzip = createGzip();
  const serving = createServing({ root: o.root, delayMs: o.delayMs, delayMatch: o.delayMatch, gzip });

  async function answer(req, res) {
    // "Down": drop the connection without an answer, as an unreachable host would.
    if (serving.isDown()) {
      req.socket.destroy();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://x');
    let pathname = decodeURIComponent(url.pathname);
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Vary', 'Accept-Encoding');
    for (const [name, value] of Object.entries(commonSecurityHeaders())) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', '*');
      res.writeHead(204).end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405).end();
      return;
    }
    await serving.hold(pathname);

    const generator = o.generated?.[pathname];
    if (generator) {
      send(req, res, Buffer.from(JSON.stringify(generator(), null, 2)), '.json', 'no-cache');
      return;
    }
    // Never outside the served folder.
    let file = serving.fileOf(pathname);
    if (!file) {
      res.writeHead(403).end();
      return;
    }
    let info = await stat(file).catch(() => null);
    if (info?.isDirectory()) {
      file = path.join(file, 'index.html');
      info = await stat(file).catch(() => null);
    }
    if (!info && o.spa && !path.extname(pathname)) {
      file = serving.fileOf('/index.html');
      pathname = '/index.html';
      info = await stat(file).catch(() => null);
    }
    if (!info) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const ext = path.extname(file);
    send(req, res, await readFile(file), ext, cacheControlOf(file), `${file}:${info.mtimeMs}`);
  }

  function send(req, res, body, ext, cacheControl, cacheKey) {
    const encoded = gzip.encode(req.headers['accept-encoding'], body, ext, cacheKey);
    const headers = { 'Content-Type': contentTypeOf(ext), 'Cache-Control': cacheControl, 'Content-Length': encoded.body.length };
    if (encoded.gzipped) headers['Content-Encoding'] = 'gzip';
    // A remote's own index.html (its standalone dev page) is no page of the site to frame either.
    if (ext === '.html') Object.assign(headers, pageFramingHeaders({ embed: false }));
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : encoded.body);
  }

  const timeouts = o.timeouts ?? SERVER_TIMEOUTS;
  const server = createServer({ connectionsCheckingInterval: timeouts.checkEveryMs }, (req, res) => {
    answer(req, res).catch((error) => {
      console.error('[static]', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  // Slow-loris: the same timeouts as the API (server/src/app.ts SERVER_TIMEOUTS).
  server.requestTimeout = timeouts.requestMs;
  server.headersTimeout = timeouts.headersMs;
  server.keepAliveTimeout = timeouts.keepAliveMs;
  server.setTimeout(timeouts.idleMs, (socket) => socket.destroy());
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, o.host ?? '127.0.0.1', resolve);
  });
  const port = server.address().port;
  return {
    port,
    url: `http://localhost:${port}`,
    ...serving.controls,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
