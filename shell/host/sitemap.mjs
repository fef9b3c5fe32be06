/**
 * robots.txt and the sitemap. Small sites get one /sitemap.xml urlset; past one file's limit (50,000 addresses,
 * sitemaps.org) /sitemap.xml becomes a sitemap index whose files are keyset pages of the API's sitemapEntries call
 * (/sitemaps/clips.xml?after=<cursor>, /sitemaps/channels.xml?after=<cursor>). Answers are cached for ten minutes.
 */
import { escapeHtml } from './render-head.mjs';

const CACHE_MS = 10 * 60_000;
const SITEMAP_PAGE_MAX = 50_000;
const CURSOR = /^[A-Za-z0-9_-]{1,200}$/;
/** The time limit of one sitemap call: a crawler waits longer than a person, the API may need it for 50,000 rows. */
const CALL_TIMEOUT_MS = 10_000;

/**
 * Where crawlers are kept off: the shell's OAuth frame and the static prefix of every route a remote declared not for
 * indexing (ADR 0158: signed-in and studio pages, the embed player, which is shared as its clip page). A prefix that
 * another covers is left out, and so is one that would be the whole site (a route that begins with a parameter).
 * @param {{ path: string, index?: boolean }[]} table   the remotes' declared routes (route-registry.mjs)
 */
export function disallowedPrefixes(table) {
  const prefixes = new Set(['/oauth/']);
  for (const route of table) {
    if (route.index !== false) continue;
    const segments = route.path.split('/');
    const cut = segments.findIndex((segment) => segment.startsWith(':') || segment === '*');
    prefixes.add(cut === -1 ? route.path : `${segments.slice(0, cut).join('/')}/`);
  }
  prefixes.delete('/');
  const all = [...prefixes];
  return all.filter((prefix) => !all.some((other) => other !== prefix && other.endsWith('/') && prefix.startsWith(other))).sort();
}

/** @param {{ path: string, index?: boolean }[]} table   the remotes' declared routes */
export function robotsTxt(origin, table) {
  return ['User-agent: *', ...disallowedPrefixes(table).map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

function urlset(urls) {
  const items = urls.map(({ loc, lastmod }) => `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${escapeHtml(lastmod)}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

function sitemapIndex(locs) {
  const items = locs.map((loc) => `  <sitemap><loc>${escapeHtml(loc)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/**
 * @param {object} o
 * @param {(path: string, body: object, timeoutMs?: number) => Promise<{ status: number, answer: any }>} o.post
 * @param {() => string} o.origin
 * @param {number} [o.pageSize]   addresses per file (tests use a small one)
 */
export function createSitemaps({ post, origin, pageSize = SITEMAP_PAGE_MAX }) {
  const cache = new Map();

  async function entries(kind, cursor) {
    const { answer } = await post('client/videoListing/sitemapEntries', { kind, cursor: cursor ?? null, limit: pageSize }, CALL_TIMEOUT_MS);
    if (answer?.isSuccessful !== true) {
      throw Object.assign(new Error(`sitemapEntries ${kind}: ${answer?.errorCode ?? 'no answer'}`), { code: answer?.errorCode });
    }
    return answer;
  }

  const locOf = (entry) =>
    entry.internalClipId ? `${origin()}/${entry.channelLogin}/clip/${entry.internalClipId}` : `${origin()}/${entry.channelLogin}`;
  const urlsOf = (entryList) => entryList.map((entry) => ({ loc: locOf(entry), lastmod: entry.lastModified }));

  /** Cached by key; a failure is not cached and answers null (503). */
  async function cached(key, build) {
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) return hit.xml;
    try {
      const xml = await build();
      cache.set(key, { xml, expires: Date.now() + CACHE_MS });
      if (cache.size > 200) cache.delete(cache.keys().next().value);
      return xml;
    } catch (error) {
      // A cursor the API refuses is an address that never existed.
      if (error?.code === 'BAD_REQUEST') return undefined;
      console.warn('[html-host] sitemap:', error instanceof Error ? error.message : error);
      return null;
    }
  }

  /** The address of the page that starts after `cursor`. */
  const pageLoc = (kind, cursor) => `${origin()}/sitemaps/${kind}.xml${cursor ? `?after=${cursor}` : ''}`;

  return {
    index: () =>
      cached('index', async () => {
        const channels = await entries('channels', null);
        const clips = await entries('clips', null);
        const front = { loc: `${origin()}/` };
        if (!channels.nextCursor && !clips.nextCursor && channels.entryList.length + clips.entryList.length + 1 <= pageSize) {
          return urlset([front, ...urlsOf(channels.entryList), ...urlsOf(clips.entryList)]);
        }
        // Walk the keyset once to learn where each page starts; the pages themselves are built when asked for.
        const locs = [`${origin()}/sitemaps/main.xml`];
        for (const [kind, first] of [['channels', channels], ['clips', clips]]) {
          locs.push(pageLoc(kind, null));
          let next = first.nextCursor;
          while (next) {
            locs.push(pageLoc(kind, next));
            next = (await entries(kind, next)).nextCursor;
          }
        }
        return sitemapIndex(locs);
      }),
    /** undefined: no such file (404); null: the API did not answer (503). */
    page: (file, after) => {
      if (file === 'main.xml') return cached('main', async () => urlset([{ loc: `${origin()}/` }]));
      const kind = file === 'clips.xml' ? 'clips' : file === 'channels.xml' ? 'channels' : null;
      if (!kind || (after !== undefined && !CURSOR.test(after))) return Promise.resolve(undefined);
      return cached(`${kind}:${after ?? ''}`, async () => urlset(urlsOf((await entries(kind, after)).entryList)));
    },
  };
}
