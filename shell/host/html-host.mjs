/**
 * The HTML host of the shell (issue 13): serves the built shell (dist/) and answers every page address with
 * index.html whose <head> is rendered for that page: title and description in the page's language, canonical and
 * hreflang links, and for clip and channel pages the share-preview tags from the API's data. The API is asked with a
 * time limit (300 ms) and a short cache; when it is slow or down the plain shell goes out, never an error page.
 * Used by `npm start`, the e2e stack and bench/web in place of the plain static server (remotes stay on it); in
 * production it runs behind a CDN (shell/README.md).
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import Fastify from 'fastify';
import { matchPage } from './page-routes.mjs';
import { pageLanguage } from './page-language.mjs';
import { buildHead, clipMedia, jsonForScript, renderPage } from './render-head.mjs';
import { firstViewFor } from './first-view.mjs';
import { createEntryCache, preloadTags, remoteOf, remotePreloads, thumbnailFor } from './preloads.mjs';
import { createRouteRegistry, routeOf } from './route-registry.mjs';
import { scriptsAfterFirstView } from './scripts-after-first-view.mjs';
import { createRouteData } from './route-data.mjs';
import { skeletonFor } from './skeleton.mjs';
import { cacheControlOf, contentTypeOf, createGzip, createServing } from './static-files.mjs';
import { robotsTxt, createSitemaps } from './sitemap.mjs';
import { SERVER_TIMEOUTS } from './server-timeouts.mjs';
import { commonSecurityHeaders, inlineScriptHashes, pageFramingHeaders, renderedPageHeaders } from './security-headers.mjs';
import { alreadyHeld, EDGE_LANGUAGE_HEADER, isSignedInRequest, PAGE_VARY, pageCacheControl, pageEntityTag } from './page-cache.mjs';

/** The pages the host asks the API about (lookUp): rendered without that answer, they are not whole. */
const PAGES_WITH_DATA = new Set(['clip', 'embed', 'channel', 'frontpage']);

/** shared/src/api/first-data.ts FIRST_DATA_ID. */
const FIRST_DATA_ID = 'clipyard-first-data';

/**
 * The frontpage listing mfe-clips asks for first (FrontpagePage: PAGE_SIZE, and the sort and period defaults). A copy
 * of the contract's FRONTPAGE_SORTS and FRONTPAGE_PERIODS (this host runs without a build step and cannot import
 * TypeScript); html-host.test.ts keeps it in step.
 */
export const FRONTPAGE = { limit: 24, sorts: ['trending', 'top', 'new'], periods: ['24h', '7d', '30d', 'all'], sort: 'trending', period: '7d' };

/** The frontpage listing a URL shows (its ?sort= and ?period=), or null for the Following feed (per person). */
function frontpageQuery(url) {
  if (url.searchParams.get('feed') === 'following') return null;
  const sort = url.searchParams.get('sort');
  const period = url.searchParams.get('period');
  return {
    sort: FRONTPAGE.sorts.includes(sort) ? sort : FRONTPAGE.sort,
    period: FRONTPAGE.periods.includes(period) ? period : FRONTPAGE.period,
  };
}

/**
 * @param {object} o
 * @param {string} o.root                 the shell's built dist folder
 * @param {number} o.port                 0 for any free port
 * @param {string} [o.host]
 * @param {string} [o.publicOrigin]       the site's public origin (PUBLIC_ORIGIN); default this host's own origin
 * @param {() => { apiBaseUrl: string, mediaBaseUrl: string }} o.siteConfig   the public API and media addresses
 * @param {string} [o.apiFetchBaseUrl]    where the host itself reaches the API, when not the public address
 * @param {number} [o.apiTimeoutMs]       the time limit of the API look-ups (300)
 * @param {number} [o.sitemapPageSize]   addresses per sitemap file (50,000; tests use fewer)
 * @param {() => Record<string, string>} [o.remotes]   remote name → manifest URL (default: the generated /remotes.json)
 * @param {Record<string, () => unknown>} [o.generated]   path → JSON value computed per request (remotes.json, config.json)
 * @param {typeof SERVER_TIMEOUTS} [o.timeouts]   slow-loris limits (tests shorten them)
 */
export async function startHtmlHost(o) {
  const timeouts = o.timeouts ?? SERVER_TIMEOUTS;
  const apiTimeoutMs = o.apiTimeoutMs ?? 300;
  const gzip = createGzip();
  const serving = createServing({ root: o.root, gzip });
  let template = { key: '', html: '' };

  const app = Fastify({
    logger: false,
    // Slow-loris: the same limits as the API (server/src/app.ts SERVER_TIMEOUTS).
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { connectionsCheckingInterval: timeouts.checkEveryMs },
  });
  // Fastify has no option for it; Node's default would be 60 s.
  app.server.headersTimeout = timeouts.headersMs;
  let publicOrigin = (o.publicOrigin ?? '').replace(/\/$/, '');
  const routeData = createRouteData({ apiBaseUrl: () => o.apiFetchBaseUrl ?? o.siteConfig().apiBaseUrl, timeoutMs: apiTimeoutMs });
  const entries = createEntryCache();
  const remotes = o.remotes ?? (() => o.generated?.['/remotes.json']?.() ?? {});
  const routes = createRouteRegistry({ remotes, base: () => `${publicOrigin}/` });
  const sitemaps = createSitemaps({ post: routeData.post, origin: () => publicOrigin, pageSize: o.sitemapPageSize });

  app.addHook('onRequest', async (request, reply) => {
    // "Down": drop the connection without an answer, as an unreachable host would (e2e outage tests).
    if (serving.isDown()) {
      request.raw.socket.destroy();
      return reply.hijack();
    }
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Vary', 'Accept-Encoding');
    reply.headers(commonSecurityHeaders({ publicOrigin }));
    await serving.hold(request.url);
  });

  function send(request, reply, body, ext, cacheControl, cacheKey) {
    reply.header('Content-Type', contentTypeOf(ext)).header('Cache-Control', cacheControl);
    const encoded = gzip.encode(request.headers['accept-encoding'], body, ext, cacheKey);
    if (encoded.gzipped) reply.header('Content-Encoding', 'gzip');
    reply.header('Content-Length', encoded.body.length);
    return reply.send(encoded.body);
  }

  async function loadTemplate() {
    const file = serving.fileOf('/index.html');
    const info = await stat(file);
    const key = `${file}:${info.mtimeMs}`;
    if (template.key !== key) template = { key, html: await readFile(file, 'utf8') };
    return template.html;
  }

  /** Within the time limit, or null: the page never waits on the API longer than that. */
  function lookUp(page, url) {
    let data = null;
    if (page.kind === 'clip' || page.kind === 'embed') data = routeData.clip(page.internalClipId);
    else if (page.kind === 'channel') data = routeData.channel(page.channelLogin);
    else if (page.kind === 'frontpage') {
      const query = frontpageQuery(url);
      if (query) data = routeData.frontpage(query.sort, query.period, FRONTPAGE.limit).then((answer) => answer && { ...answer, ...query });
    }
    if (!data) return Promise.resolve(null);
    return Promise.race([data, new Promise((resolve) => setTimeout(() => resolve(null), apiTimeoutMs + 50).unref())]);
  }

  /** Preloads and the inlined first data of the page (ADR 0093). */
  function firstView(request, page, route, head, data, apiBaseUrl, mediaBaseUrl, absolute, remoteAfterPicture) {
    const remote = head.status === 404 ? null : remoteOf(page, route);
    const manifestUrl = remote ? remotes()[remote] ?? null : null;
    const entryUrl = manifestUrl ? entries.entryOf(manifestUrl) : null;
    const frontpage = page.kind === 'frontpage' && data?.clipList ? data : null;
    // The largest paint: the clip page's poster, or the frontpage's first card.
    const lcpClip = head.clip ?? frontpage?.clipList[0] ?? null;
    const media = lcpClip ? clipMedia(lcpClip, absolute(mediaBaseUrl)) : null;
    let extra = preloadTags({
      poster: media,
      accept: String(request.headers.accept ?? ''),
      publicOrigin,
      apiBaseUrl: absolute(apiBaseUrl),
      mediaBaseUrl: absolute(mediaBaseUrl),
      // With a painted first view the remote is asked for with the scripts, after the picture (ADR 0113).
      manifestUrl: remoteAfterPicture ? null : manifestUrl,
      entryUrl: remoteAfterPicture ? null : entryUrl,
    });
    // What a signed-out visitor's first view asks the API for (the clip, or the frontpage's first page): mfe-clips
    // reads it instead of asking again (shared/src/api/first-data.ts).
    const firstData = head.clip
      ? { clip: head.clip }
      : frontpage && { frontpage: { sort: frontpage.sort, period: frontpage.period, limit: FRONTPAGE.limit, clipList: frontpage.clipList, nextCursor: frontpage.nextCursor } };
    if (firstData) extra += `    <script type="application/json" id="${FIRST_DATA_ID}">${jsonForScript(firstData)}</script>\n`;
    return { extra, remotePreloads: remotePreloads({ manifestUrl, entryUrl }) };
  }

  async function servePage(request, reply, pathname) {
    const html = await loadTemplate();
    const url = new URL(request.url, 'http://host');
    const { language } = pageLanguage({
      query: url.searchParams.get('lang'),
      edge: request.headers[EDGE_LANGUAGE_HEADER],
      cookie: request.headers.cookie,
      acceptLanguage: request.headers['accept-language'],
    });
    // The route a remote declared for the path (route-registry.mjs): its owner, and the head of a page this host has
    // no kind for (a route a remote added on its own).
    const route = routeOf(await routes.table(), pathname);
    let page = matchPage(pathname);
    // A route a remote declared is the page, with the remote's head, when its first segment is static (a route that
    // begins with a login is one whose login page-routes.mjs checks: a collection's, with the head declared for it). A
    // static route outranks a channel login in the router ('/insights' is that page, not a channel called insights).
    const staticFirst = route !== null && !route.path.startsWith('/:');
    if (route && (page.kind === 'collection' || (staticFirst && ['unknown', 'channel', 'clip'].includes(page.kind)))) {
      page = { kind: 'declared', title: route.title ?? null, index: route.index !== false };
    }
    let body = html;
    let status = 200;
    // Rendered with everything it asks the API for (a page that has nothing to ask is whole as it is).
    let complete = false;
    try {
      const data = await lookUp(page, url);
      complete = data !== null || !PAGES_WITH_DATA.has(page.kind);
      const { apiBaseUrl, mediaBaseUrl } = o.siteConfig();
      const absolute = (address) => new URL(address, `${publicOrigin}/`).href;
      const head = buildHead({ page, data, language, pathname, publicOrigin, apiBaseUrl: absolute(apiBaseUrl), mediaBaseUrl: absolute(mediaBaseUrl) });
      const accept = String(request.headers.accept ?? '');
      const imageOf = (clip) => thumbnailFor(clipMedia(clip, absolute(mediaBaseUrl)), accept);
      const painted = firstViewFor({ kind: page.kind, clip: head.clip, clipList: page.kind === 'frontpage' ? data?.clipList : null, language, imageOf });
      const { extra, remotePreloads: remoteLater } = firstView(request, page, route, head, data, apiBaseUrl, mediaBaseUrl, absolute, painted !== null);
      body = renderPage(html, head, language, { skeleton: skeletonFor(head.status === 404 ? 'unknown' : page.kind), firstView: painted, extraHead: extra });
      if (painted) body = scriptsAfterFirstView(body, remoteLater);
      status = head.status;
    } catch (error) {
      // A head that cannot be rendered is a missing preview, never a missing page.
      complete = false;
      console.error('[html-host] head not rendered', error);
    }
    const scriptOrigins = Object.values(remotes()).flatMap((address) => {
      try {
        return [new URL(address, `${publicOrigin}/`).origin];
      } catch {
        return [];
      }
    });
    const bytes = Buffer.from(body);
    const cacheControl = pageCacheControl({ signedIn: isSignedInRequest(request.headers.cookie), status, complete });
    reply
      .code(status)
      .header('Vary', PAGE_VARY)
      .header('Content-Language', language)
      // The page's inline scripts by their hashes (the answer may be kept and answered to many: no nonce).
      .headers(renderedPageHeaders({ embed: page.kind === 'embed', hashes: inlineScriptHashes(body), scriptOrigins }));
    if (cacheControl.startsWith('public')) {
      // A browser or proxy that holds these bytes is answered 304 without them (the same tag gzipped or not: the
      // encoding is a transport detail here, and a proxy keys it itself, docs/deploy/nginx-page-cache.conf.template).
      const tag = pageEntityTag(bytes);
      reply.header('ETag', tag);
      if (alreadyHeld(request.headers['if-none-match'], tag)) return reply.header('Cache-Control', cacheControl).code(304).send();
    }
    return send(request, reply, bytes, '.html', cacheControl);
  }

  // Every remote's declared routes (ADR 0158): what the shell routes by.
  app.get('/routes.json', async (request, reply) => send(request, reply, Buffer.from(JSON.stringify(await routes.table())), '.json', 'no-cache'));
  app.get('/robots.txt', async (request, reply) => send(request, reply, Buffer.from(robotsTxt(publicOrigin, await routes.table())), '.txt', 'public, max-age=3600'));
  app.get('/sitemap.xml', async (request, reply) => {
    const xml = await sitemaps.index();
    if (xml === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (xml === null) return reply.code(503).header('Retry-After', '60').type('text/plain; charset=utf-8').send('The sitemap is not available right now');
    return send(request, reply, Buffer.from(xml), '.xml', 'public, max-age=600');
  });
  app.get('/sitemaps/:file', async (request, reply) => {
    const after = typeof request.query.after === 'string' ? request.query.after : undefined;
    const xml = await sitemaps.page(request.params.file, after);
    if (xml === undefined) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (xml === null) return reply.code(503).header('Retry-After', '60').type('text/plain; charset=utf-8').send('The sitemap is not available right now');
    return send(request, reply, Buffer.from(xml), '.xml', 'public, max-age=600');
  });

  app.get('/*', async (request, reply) => {
    const url = new URL(request.url, 'http://host');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return reply.code(400).type('text/plain; charset=utf-8').send('Bad address');
    }
    const generator = o.generated?.[pathname];
    if (generator) return send(request, reply, Buffer.from(JSON.stringify(generator(), null, 2)), '.json', 'no-cache');
    if (!path.extname(pathname)) return servePage(request, reply, pathname);
    // Never outside the served folder.
    const file = serving.fileOf(pathname);
    if (!file) return reply.code(403).send();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    if (pathname === '/index.html') return servePage(request, reply, '/');
    const ext = path.extname(file);
    // A static page (the offline page) is no more to be framed than a rendered one.
    if (ext === '.html') reply.headers(pageFramingHeaders({ embed: false }));
    return send(request, reply, await readFile(file), ext, cacheControlOf(file), `${file}:${info.mtimeMs}`);
  });

  await app.listen({ port: o.port, host: o.host ?? '127.0.0.1' });
  const port = app.server.address().port;
  if (!publicOrigin) publicOrigin = `http://localhost:${port}`;
  // The remotes' routes asked for at once, so no visitor waits on a remote's first answer (or on a slow one).
  void routes.table();
  return {
    port,
    url: `http://localhost:${port}`,
    publicOrigin,
    ...serving.controls,
    clearCache: () => routeData.clear(),
    close: async () => {
      app.server.closeAllConnections?.();
      await app.close();
    },
  };
}
