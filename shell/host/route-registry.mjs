/**
 * The route table, learned at run time (ADR 0158): every remote of remotes.json ships `routes.json` beside its
 * mf-manifest.json (its routes: pattern, layout, title, index), and this host reads them, merges them in remotes.json
 * order and serves the result at /routes.json, where the shell reads it at boot. A remote that adds a route or changes
 * one ships alone: neither the shell nor this host holds its patterns.
 *
 * Each remote's file is asked for with a time limit and kept for a short while; a remote that stops answering keeps
 * the routes it last declared (its pages then show the shell's "unavailable" fallback with a retry, never not-found).
 */
import { matchRoutes } from 'react-router';

const TTL_MS = 10_000;
const TIMEOUT_MS = 2000;
/** A remote's whole file: far more than any real one (a few kB), far less than anything that could hurt. */
const MAX_BYTES = 64 * 1024;
const MAX_ROUTES = 200;
const MAX_TITLE = 200;
/** A react-router pattern: absolute, segments of letters, digits, `-`, `_`, `.`, a `:param`, or a final `*`. */
const PATTERN = /^\/(?:(?::?[A-Za-z0-9_.-]+)(?:\/(?::?[A-Za-z0-9_.-]+))*(?:\/\*)?|\*)?$/;

const title = (value) => typeof value === 'string' && value.length > 0 && value.length <= MAX_TITLE && !value.includes('\0');

/**
 * The routes a remote's routes.json declares, each checked and copied field by field (nothing else carried); null
 * when the file is not a list of such routes.
 * @returns {{ path: string, layout?: 'none', title?: { 'en-US': string, ja: string }, index?: boolean }[] | null}
 */
export function routeDeclarationsOf(value) {
  if (!Array.isArray(value) || value.length > MAX_ROUTES) return null;
  const routes = [];
  for (const item of value) {
    if (!item || typeof item !== 'object' || typeof item.path !== 'string' || item.path.length > 200 || !PATTERN.test(item.path)) return null;
    if (item.path.split('/').some((segment) => /^\.+$/.test(segment))) return null;
    if (item.layout !== undefined && item.layout !== 'none') return null;
    if (item.index !== undefined && typeof item.index !== 'boolean') return null;
    if (item.title !== undefined && !(item.title && title(item.title['en-US']) && title(item.title.ja))) return null;
    routes.push({
      path: item.path,
      ...(item.layout ? { layout: item.layout } : {}),
      ...(item.title ? { title: { 'en-US': item.title['en-US'], ja: item.title.ja } } : {}),
      ...(item.index === false ? { index: false } : {}),
    });
  }
  return routes;
}

/** Where a remote's routes.json is: beside its manifest. */
export function declarationsUrlOf(manifestUrl, base = 'http://localhost/') {
  return new URL('routes.json', new URL(manifestUrl, base)).href;
}

async function fetchDeclarations(url, fetchImpl) {
  const response = await fetchImpl(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'error' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  const text = await response.text();
  if (text.length > MAX_BYTES) throw new Error(`${url}: larger than ${MAX_BYTES} bytes`);
  const routes = routeDeclarationsOf(JSON.parse(text));
  if (!routes) throw new Error(`${url}: not a list of routes`);
  return routes;
}

/**
 * @param {object} o
 * @param {() => Record<string, string>} o.remotes   remotes.json: remote name → manifest URL
 * @param {string} [o.base]                          what a relative manifest URL reads against (this host's origin)
 * @param {typeof fetch} [o.fetch]
 * @param {() => number} [o.now]
 */
export function createRouteRegistry(o) {
  const fetchImpl = o.fetch ?? fetch;
  const now = o.now ?? Date.now;
  /** manifest URL → { routes (last declared, or null), expires, pending } */
  const known = new Map();
  /** remote name → the routes it last declared, at whichever address */
  const lastDeclared = new Map();

  /**
   * Asks a remote again when what is known of it is old. What to wait for: nothing when its routes are known (the
   * answer serves the next pages); its answer, within the time limit, while they are not (a remote never read yet, or
   * one that failed every time: asked again by the next page, a busy machine's slow first answer is not kept for 10 s).
   */
  function refresh(manifestUrl) {
    let hit = known.get(manifestUrl);
    if (!hit) {
      hit = { routes: null, expires: 0, pending: null };
      known.set(manifestUrl, hit);
    }
    if (!hit.pending && hit.expires <= now()) {
      hit.pending = fetchDeclarations(declarationsUrlOf(manifestUrl, o.base?.()), fetchImpl)
        .then((routes) => {
          hit.routes = routes;
        })
        .catch((error) => console.warn(`[html-host] routes of ${manifestUrl} not read (keeping what it last declared): ${error.message}`))
        .finally(() => {
          hit.expires = hit.routes ? now() + TTL_MS : now();
          hit.pending = null;
        });
    }
    return hit.routes ? undefined : hit.pending;
  }

  /** The merged table from what is known now: remotes.json's order, a path a remote before it declared is not taken. */
  function merged() {
    const table = [];
    const taken = new Set();
    for (const [remote, manifestUrl] of Object.entries(o.remotes())) {
      // A remote moved to an address that has not answered keeps the routes it declared at its last one: its pages
      // show its area's fallback, not not-found.
      const declared = known.get(manifestUrl)?.routes ?? lastDeclared.get(remote) ?? [];
      if (known.get(manifestUrl)?.routes) lastDeclared.set(remote, declared);
      for (const route of declared) {
        if (taken.has(route.path)) continue;
        taken.add(route.path);
        table.push({ ...route, remote });
      }
    }
    return table;
  }

  return {
    /**
     * The table. A remote whose routes are not known yet (a new manifest URL: a remote redeployed elsewhere, or one
     * that has not answered) is waited for, within its time limit; one known is answered from what it last declared
     * and asked again in the background when old.
     */
    async table() {
      await Promise.all(Object.values(o.remotes()).map(refresh));
      return merged();
    },
    /** Resolves once no remote is being asked (tests). */
    async settled() {
      await Promise.all([...known.values()].map((hit) => hit.pending));
    },
  };
}

/** The entry of the table that renders a path, ranked as the shell's router ranks it ('/search' before '/:login'). */
export function routeOf(table, pathname) {
  return matchRoutes(table, pathname)?.[0]?.route ?? null;
}
